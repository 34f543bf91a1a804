import type { Root } from 'hast';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { ArticlePage } from '../../components/pages/article-page';
import type { InternalLinkProps } from '../../components/prose/internal-link';
import type { PreviewPagePayload } from '../../lib/preview';
import { showPreviewTitle } from './preview-document-title';

const HYDRATION_CHECK_MS = 50;
const HYDRATION_WAIT_MS = 10_000;

// React keeps its fiber on each element it has hydrated. Until <main> has one,
// a node added inside it would break the page's hydration.
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

// The tools run outside the site's router: links in a staged page load the next page in full.
const PlainLink = ({ to, ...props }: InternalLinkProps) => <a href={to} {...props} />;

/**
 * Shows a staged page in place of the page's own content: the original stays
 * in the DOM (React owns it) but is hidden while the overlay is up.
 */
export function StagedPageOverlay({ page, path }: { page: PreviewPagePayload; path: string }) {
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
      if (!isHydrated(main) && Date.now() - started < HYDRATION_WAIT_MS) {
        timer = setTimeout(attach, HYDRATION_CHECK_MS);
        return;
      }
      main.append(container);
      main.dataset.previewOverlay = '';
      restoreTitle = showPreviewTitle(`${page.title} (preview)`, path);
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
  }, [page, path]);

  if (!slot) return null;
  return createPortal(
    <ArticlePage
      title={page.title}
      description={page.description}
      updated={page.updated}
      body={page.body as Root}
      internalLink={PlainLink}
      source={page.source}
    />,
    slot,
  );
}
