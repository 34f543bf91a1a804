import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { MAIN_CONTENT_ID } from '../../lib/main-content-id';
import { isHydratedByReact } from '../../lib/react-hydrated';
import { showPreviewTitle } from './preview-document-title';

const HYDRATION_CHECK_MS = 50;
const HYDRATION_WAIT_MS = 10_000;

type StagedPageOverlayProps = {
  /** The tab title while the overlay is up. */
  documentTitle: string;
  path: string;
  children: ReactNode;
};

/**
 * Shows a staged page (or what is wrong with its file) in place of the
 * page's own content: the original stays in the DOM (React owns it) but is
 * hidden while the overlay is up.
 */
export function StagedPageOverlay({ documentTitle, path, children }: StagedPageOverlayProps) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const container = document.createElement('div');
    container.dataset.previewSlot = '';
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let restoreTitle = () => {};
    const attach = () => {
      // A node added inside <main> before React has hydrated it would break the page's hydration.
      if (!isHydratedByReact(main) && Date.now() - started < HYDRATION_WAIT_MS) {
        timer = setTimeout(attach, HYDRATION_CHECK_MS);
        return;
      }
      main.append(container);
      main.dataset.previewOverlay = '';
      restoreTitle = showPreviewTitle(documentTitle, path);
      setSlot(container);
    };
    attach();
    return () => {
      clearTimeout(timer);
      if (!container.isConnected) return;
      container.remove();
      delete main.dataset.previewOverlay;
      restoreTitle();
    };
  }, [documentTitle, path]);

  if (!slot) return null;
  return createPortal(children, slot);
}
