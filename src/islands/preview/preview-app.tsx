import { createRoot } from 'react-dom/client';

import { isPreviewRequested } from './preview-session';
import PreviewTools from './preview-tools';

/** A custom element: React's hydration of <body> skips tags it did not render. */
const HOST_TAG = 'preview-tools';

/**
 * The preview tools as an app of their own, built into one file beside the
 * site. The head script loads it only when a preview may be on, so a normal
 * visit carries none of its code. It runs in its own React root. The
 * preview API's address and the site's name are fixed at build (see
 * preview-tools-bundle.ts).
 */
export const mountPreviewTools = () => {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', mountPreviewTools, { once: true });
    return;
  }
  if (!isPreviewRequested() || document.querySelector(HOST_TAG)) return;
  const host = document.createElement(HOST_TAG);
  host.className = 'block';
  document.body.prepend(host);
  createRoot(host).render(<PreviewTools api={import.meta.env.PREVIEW_API} siteName={import.meta.env.SITE_NAME} />);
};
