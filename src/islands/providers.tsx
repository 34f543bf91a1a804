'use client';

import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';

// In the browser one store for the page load, kept when the layout is built anew after a link failed to
// load: a banner closed or a mode chosen stays so. On the server the Provider makes one per request.
const pageLoadStore = typeof window === 'undefined' ? undefined : createStore();

/** The visitor's state: on the server per request, in the browser per page load. */
export function Providers({ children }: { children: ReactNode }) {
  return <JotaiProvider store={pageLoadStore}>{children}</JotaiProvider>;
}
