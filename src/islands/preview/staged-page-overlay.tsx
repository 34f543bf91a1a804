'use client';

import type { Root } from 'hast';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

import { MAIN_CONTENT_ID } from '../../components/layout/skip-link';
import { ArticlePage } from '../../components/pages/article-page';
import type { PreviewPagePayload } from '../../lib/preview';

/**
 * Shows a staged page in place of the page's own content: the original stays
 * in the DOM (React owns it) but is hidden while the overlay is up.
 */
export function StagedPageOverlay({ page }: { page: PreviewPagePayload }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    const container = document.createElement('div');
    container.dataset.previewSlot = '';
    main.append(container);
    main.dataset.previewOverlay = '';
    const title = document.title;
    document.title = `${page.title} (preview)`;
    setSlot(container);
    return () => {
      container.remove();
      delete main.dataset.previewOverlay;
      document.title = title;
    };
  }, [page]);

  if (!slot) return null;
  return createPortal(
    <ArticlePage
      title={page.title}
      description={page.description}
      updated={page.updated}
      body={page.body as Root}
      source={page.source}
    />,
    slot,
  );
}
