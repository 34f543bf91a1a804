import { SITE_LOCALE } from '../lib/site-locale';
import type { AppConfigInput } from './schema';

/**
 * The field each environment variable read below sets, so that a bad value is
 * reported by the variable's name and value, not as a field of this file.
 */
export const ENV_FIELDS = {
  PREVIEW_STAGING_API: ['preview', 'stagingApi'],
  PREVIEW_ALLOWED_ORIGINS: ['preview', 'allowedOrigins'],
  ICONS_REMOTE_API: ['icons', 'remoteApi'],
} as const;

/**
 * Variables read when the site is built, not when the server starts: the
 * build writes their values into every bundle (src/vite/build-time-env.ts),
 * so the server's CSP and its pages name the same origins as the prerendered
 * pages and the preview tools, whatever the server's own environment holds.
 */
export const BUILD_TIME_ENV = ['PREVIEW_STAGING_API', 'ICONS_REMOTE_API'] as const satisfies (keyof typeof ENV_FIELDS)[];

/** The company's legal name: the header, titles, the footer notice and structured data all use it. */
const COMPANY_NAME = 'Example Software GmbH';
/** The name in running text and where space is short: "Why Example Software?", a phone's home screen. */
const SHORT_NAME = 'Example Software';

/** The site's first year of publication, which a copyright notice names. */
const FIRST_PUBLISHED = 2025;

/** "2025", or "2025–2027" once later builds publish new content: pages are rendered at build. */
const copyrightYears = (buildYear = new Date().getFullYear()) =>
  buildYear > FIRST_PUBLISHED ? `${FIRST_PUBLISHED}–${buildYear}` : `${FIRST_PUBLISHED}`;

/**
 * The one place for site-wide facts. Validated by `./schema.ts` when the
 * site is built, which then stops with a message naming the field. The
 * build carries these values into the server, so edit, then rebuild: the
 * server checks at start only what it reads from its own environment
 * (PREVIEW_ALLOWED_ORIGINS).
 */
export const appConfigInput = {
  name: COMPANY_NAME,
  shortName: SHORT_NAME,
  siteUrl: 'https://www.example.com',
  description: `${COMPANY_NAME} builds and maintains web applications and internal tools for mid-sized companies, from Cologne.`,
  locale: SITE_LOCALE,
  footer: {
    notice: `© ${copyrightYears()} ${COMPANY_NAME}. All rights reserved. All trademarks belong to their respective owners.`,
    smallLinks: [
      { label: 'Services', to: '/services' },
      { label: 'About us', to: '/about' },
      { label: 'How we work', to: '/how-we-work' },
      { label: 'Careers', to: '/careers' },
      { label: 'Press', to: '/press' },
      { label: 'FAQ', to: '/#faq' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Imprint', to: '/imprint' },
      {
        label: 'Billing portal',
        to: 'https://billing.stripe.com/p/login/example-software',
        external: true,
        target: '_blank',
      },
    ],
  },
  socials: [
    { title: `${SHORT_NAME} on GitHub`, icon: 'simple-icons:github', to: 'https://github.com/example-software' },
    { title: `${SHORT_NAME} on Mastodon`, icon: 'simple-icons:mastodon', to: 'https://mastodon.social/@examplesoftware' },
  ],
  preview: {
    // This server renders previews; a static deployment points its preview
    // tools at a server deployment with PREVIEW_STAGING_API at build time.
    api: '/',
    stagingApi: process.env.PREVIEW_STAGING_API || undefined,
    tokenEnv: 'PREVIEW_TOKEN',
    // Static hosts whose pages may call this server's preview API (read at server start).
    allowedOrigins: (process.env.PREVIEW_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean),
    cookieMaxAgeSeconds: 60 * 60 * 8,
  },
  routeRules: {
    '/team': { redirect: { to: '/about', status: 301 } },
    '/services/legacy-software': { redirect: { to: '/services/legacy-modernisation', status: 308 } },
    '/careers': { headers: { 'X-Hiring': 'yes, see /careers' } },
    // The German names visitors type from habit.
    '/impressum': { redirect: { to: '/imprint', status: 301 } },
    '/datenschutz': { redirect: { to: '/privacy', status: 301 } },
  },
  allowedRedirectHosts: [],
  buildCheck: { intervalMs: 60 * 60 * 1000 },
  // The site's own icon endpoint only; a remote Iconify API (ICONS_REMOTE_API
  // at build time) is opt-in and used only after the visitor accepts.
  icons: { remoteApi: process.env.ICONS_REMOTE_API || null },
} satisfies AppConfigInput;
