'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

import { isPreviewRequested } from './preview-session';

// Editors only: the tools' code is fetched when a preview is on, never on a normal visit.
const PreviewTools = lazy(() => import('./preview-tools'));

/** Mounts the preview tools when preview mode is on. `api` is the preview API's base URL. */
export function PreviewLoader({ api }: { api: string }) {
  const [active, setActive] = useState(false);
  useEffect(() => setActive(isPreviewRequested()), []);
  if (!active) return null;
  return (
    <Suspense>
      <PreviewTools api={api} />
    </Suspense>
  );
}
