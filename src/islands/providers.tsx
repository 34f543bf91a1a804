'use client';

import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

/** One jotai store per render: on the server per request, in the browser per page load. */
export function Providers({ children }: { children: ReactNode }) {
  return <JotaiProvider>{children}</JotaiProvider>;
}
