import type { ReactNode } from 'react';

import { appConfig } from '../config';
import { RootErrorBoundary } from '../islands/root-error-boundary';
import { HEAD_SCRIPT } from '../lib/head-script';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    // The head script sets the colour-mode class before React hydrates.
    <html lang={appConfig.locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        <RootErrorBoundary siteName={appConfig.name}>{children}</RootErrorBoundary>
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
