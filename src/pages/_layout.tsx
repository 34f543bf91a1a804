import '../styles.css';

import type { ReactNode } from 'react';

import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { MAIN_CONTENT_ID, SkipLink } from '../components/layout/skip-link';
import { Icon } from '../components/ui/icon';
import { appConfig } from '../config';
import { CookieConsent } from '../islands/cookie-consent';
import { NavigationProgress } from '../islands/navigation-progress';
import { PageErrorBoundary } from '../islands/page-error-boundary';
import { PreviewLoader } from '../islands/preview/preview-loader';
import { Providers } from '../islands/providers';
import { ScrollMemory } from '../islands/scroll-memory';
import { Toaster } from '../islands/toaster';

/** Icons toasts may name, rendered here so the toaster ships no icon data. */
const TOAST_ICONS = {
  'lucide:cookie': <Icon name="lucide:cookie" />,
  'lucide:refresh-cw': <Icon name="lucide:refresh-cw" />,
  'lucide:circle-check': <Icon name="lucide:circle-check" />,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/logo.svg" type="image/svg+xml" />
      <SkipLink />
      <PreviewLoader api={appConfig.preview.stagingApi ?? appConfig.preview.api} />
      <NavigationProgress />
      <ScrollMemory />
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
          <PageErrorBoundary>{children}</PageErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <CookieConsent closeIcon={<Icon name="lucide:x" className="size-4" />} cookieIcon={<Icon name="lucide:cookie" />} />
      <Toaster icons={TOAST_ICONS} closeIcon={<Icon name="lucide:x" className="size-4" />} />
    </Providers>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
