'use client';

import { useSyncExternalStore } from 'react';

import { checkPagePath } from '../lib/path-validity';
import { searchWithoutPreviewToken } from '../lib/preview';
import { invalidPathMessage, notFoundStatusMessage, visibleMessage } from '../lib/error-messages';
import { readablePath } from '../lib/readable-path';

const subscribe = () => () => {};
const getLocation = () =>
  `${window.location.pathname}${searchWithoutPreviewToken(window.location.search)}${window.location.hash}`;

/**
 * The 404 page is one prerendered file for every missing path, so the path
 * it names is read in the browser. Until then an empty line keeps its
 * height, so the message does not push the page down when it appears.
 * Without JavaScript it never comes (the heading already says "Page not
 * found"), so the empty line is left out rather than left as a gap.
 */
export function NotFoundDetails() {
  const fullPath = useSyncExternalStore(subscribe, getLocation, () => null);
  if (fullPath === null)
    return (
      <p aria-hidden="true" className="no-js:hidden">
        {'\u00a0'}
      </p>
    );

  const path = fullPath.replace(/[?#].*$/, '');
  const statusMessage = notFoundStatusMessage(readablePath(path));
  const message = visibleMessage({
    statusCode: 404,
    statusMessage,
    message: checkPagePath(path).valid ? statusMessage : invalidPathMessage(readablePath(fullPath)),
  });
  return (
    <>
      <p data-testid="status-message">{statusMessage}</p>
      {message && <p data-testid="error-message">{message}</p>}
    </>
  );
}
