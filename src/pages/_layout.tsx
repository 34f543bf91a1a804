import '../styles.css';

import type { ReactNode } from 'react';

import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { Icon } from '../components/ui/icon';
import { appConfig } from '../config';
import { BuildCheck } from '../islands/build-check/build-check';
import { CookieBannerRegion } from '../islands/consent/cookie-banner-region';
import { CookieSettingsButton } from '../islands/consent/cookie-settings-button';
import { NavigationAnnouncer } from '../islands/navigation-announcer';
import { NavigationProgress } from '../islands/navigation-progress';
import { PageErrorBoundary } from '../islands/page-error-boundary';
import { Providers } from '../islands/providers';
import { ScrollMemory } from '../islands/scroll-memory';
import { Toaster } from '../islands/toasts/toaster';
import { UnhandledErrors } from '../islands/unhandled-errors';
import { BRAND_COLOR } from '../lib/brand-color';
import { BUILD_ID, BUILT_AT } from '../lib/build-id';
import { consentSummary } from '../lib/consented-services';
import { MAIN_CONTENT_ID } from '../lib/main-content-id';

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <link rel="icon" href="/favicon.ico" sizes="32x32" />
      <link rel="icon" href="/logo.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/site.webmanifest" />
      <meta name="theme-color" content={BRAND_COLOR} />
      <SkipLink />
      <CookieBannerRegion
        closeIcon={<Icon name="lucide:x" className="size-4" />}
        summary={consentSummary(appConfig.icons.remoteApi)}
      />
      <NavigationProgress />
      <NavigationAnnouncer />
      <ScrollMemory />
      {/* Printed as plain blocks: split across sheets, the stretched <main> let the footer overlap its end. */}
      <div className="site-frame flex min-h-dvh flex-col print:block">
        <SiteHeader />
        {/* The cookie settings button sticks to this box, not the viewport, so it stops above the footer's links. */}
        <div className="flex flex-1 flex-col print:block">
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
            <PageErrorBoundary siteName={appConfig.name}>{children}</PageErrorBoundary>
          </main>
          <CookieSettingsButton cookieIcon={<Icon name="lucide:cookie" className="size-4" />} />
        </div>
        <SiteFooter />
        {/* Read last: until it is, the page stays invisible (see styles.css). */}
        <span data-frame-end hidden />
      </div>
      <Toaster closeIcon={<Icon name="lucide:x" className="size-4" />} iconApi={appConfig.icons.remoteApi} />
      <UnhandledErrors siteName={appConfig.name} />
      <BuildCheck buildId={BUILD_ID} builtAt={BUILT_AT} intervalMs={appConfig.buildCheck.intervalMs} />
    </Providers>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
