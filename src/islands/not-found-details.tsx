'use client';

import { useSyncExternalStore } from 'react';

import { checkPagePath } from '../lib/path-validity';
import { invalidPathMessage, notFoundStatusMessage, NOT_FOUND_TITLE, visibleMessage } from '../lib/error-messages';

const subscribe = () => () => {};
const getLocation = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The 404 page is one prerendered file for every missing path, so the path
 * it names is read in the browser. Without JavaScript the generic title stays.
 */
export function NotFoundDetails() {
  const fullPath = useSyncExternalStore(subscribe, getLocation, () => null);
  if (fullPath === null) return <p>{NOT_FOUND_TITLE}</p>;

  const path = fullPath.replace(/[?#].*$/, '');
  const statusMessage = notFoundStatusMessage(path);
  const message = visibleMessage({
    statusCode: 404,
    statusMessage,
    message: checkPagePath(path).valid ? statusMessage : invalidPathMessage(fullPath),
  });
  return (
    <>
      <p data-testid="status-message">{statusMessage}</p>
      {message && <p data-testid="error-message">{message}</p>}
    </>
  );
}
