import '../styles.css';

import type { ReactNode } from 'react';

import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { Providers } from '../islands/providers';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/logo.svg" type="image/svg+xml" />
      <SkipLink />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </Providers>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
