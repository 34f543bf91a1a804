import type { ReactNode } from 'react';

import { RootErrorBoundary } from '../islands/root-error-boundary';
import { COLOR_MODE_SCRIPT } from '../lib/color-mode-script';

export default async function RootElement({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script sets the colour-mode class before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />
      </head>
      <body className="min-h-dvh">
        <RootErrorBoundary>{children}</RootErrorBoundary>
      </body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
