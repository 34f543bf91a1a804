import { z } from 'zod';

import { ICON_NAME } from '../lib/icons';
import { isLoopbackHostname } from '../lib/loopback';
import { PATH_SEGMENT } from '../lib/path-validity';
import { ownSiteAddressText, ownSitePath } from '../lib/own-site-address';
import { REDIRECT_STATUSES, ROUTE_MIDDLEWARE_NAMES } from '../lib/route-rules';
import { SITE_LOCALE } from '../lib/site-locale';

/** A path on this site: starts with one slash, no protocol, no host. */
const sitePath = z.string().regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site, starting with "/"');

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
/** What a browser sends as its Origin header: scheme, host and port, nothing after them. */
// Zod runs the refinement after a failed URL check too; that value already has its message.
const origin = httpUrl.refine((value) => !URL.canParse(value) || new URL(value).origin === value, {
  error: (issue) => `must be an origin only: write it as ${new URL(String(issue.input)).origin}`,
});

/** The site is served at the root of its host, so its URL is an origin: a path would be in every canonical URL. */
const siteOrigin = httpsUrl.refine((value) => !URL.canParse(value) || new URL(value).origin === value, {
  error: (issue) => `must name the host only, as the site is served at its root: write ${new URL(String(issue.input)).origin}`,
});

// A union that fails says only "Invalid input"; these say what either branch takes.
/** Where a link or a redirect goes: a page of this site or another site over https. */
const linkTarget = z.union([sitePath, httpsUrl], {
  error: 'must be a path on this site starting with "/" or an https:// URL',
});

/** Where the preview API is: a path on this server, or the URL of a server deployment. */
const previewApi = z.union([sitePath, httpsUrl, z.url({ protocol: /^http$/ })], {
  error: 'must be a path on this site starting with "/" or an http:// or https:// URL',
});

const iconName = z.string().regex(ICON_NAME, 'must be an Iconify name such as "lucide:mail"');

// A link to another site must set external: true; checked below, where the site's own address is known.
const smallLinkSchema = z
  .strictObject({
    label: z.string().min(1),
    to: linkTarget,
    external: z.boolean().optional(),
    target: z.enum(['_blank', '_self']).optional(),
  })
  // The footer opens this site's own pages in place, so a target there would be dropped without a word.
  .refine((link) => !link.target || link.external, {
    path: ['target'],
    message: 'is read only with external: true (pages of this site open in the same tab): remove it',
  });

const socialSchema = z.strictObject({
  title: z.string().min(1),
  icon: iconName,
  to: httpsUrl,
});

const redirectSchema = z.strictObject({
  to: linkTarget,
  status: z.union(
    REDIRECT_STATUSES.map((status) => z.literal(status)),
    { error: 'must be 301, 302, 307 or 308' },
  ),
});

const headerName = z.string().regex(/^[A-Za-z0-9-]+$/, 'must be a valid header name');
// A line break would end the header early: the Node server refuses it, nginx would send a second header.
const headerValue = z.string().regex(/^[\t\x20-\x7E]*$/, 'must be one line of printable ASCII');

const routeRuleSchema = z.strictObject({
  redirect: redirectSchema.optional(),
  headers: z.record(headerName, headerValue).optional(),
  middleware: z.array(z.enum(ROUTE_MIDDLEWARE_NAMES)).optional(),
});

/**
 * An exact page path ("/old") or a prefix ending in "/**" ("/docs/**"), in
 * the one form page paths take (lowercase, no trailing slash): a pattern in
 * any other form would never match a request.
 */
const routePattern = z
  .string()
  .regex(
    new RegExp(`^(?:/\\*\\*|/|(?:/${PATH_SEGMENT})+(?:/\\*\\*)?)$`),
    'must be a page path in lowercase letters, digits and dashes, without a trailing slash, optionally ending in "/**"',
  );

const previewSchema = z.strictObject({
  /** Base URL of the server deployment that renders staged pages ("/" = this server). */
  api: previewApi,
  /** Used instead of `api` when set, e.g. a separate staging server. */
  stagingApi: previewApi.optional(),
  /** Name of the environment variable holding the token; the token itself never lives here. */
  tokenEnv: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]*$/, 'must be the name of an environment variable in capitals, such as PREVIEW_TOKEN'),
  /** Origins (static hosts) allowed to call the preview API from a browser. */
  allowedOrigins: z.array(origin),
  cookieMaxAgeSeconds: z
    .number()
    .int()
    .min(60)
    .max(60 * 60 * 24 * 7),
});

export const appConfigSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'must not be empty: the header, the footer and every page title show it'),
    /** The name without the legal form, for running text ({{shortName}}) and the home screen. */
    shortName: z.string().trim().min(1, 'must not be empty: copy quotes it as {{shortName}}').max(30),
    siteUrl: siteOrigin,
    description: z.string().min(20).max(160),
    /** The pages' language (BCP 47): the copy is British English. */
    locale: z.literal(SITE_LOCALE),
    footer: z.strictObject({
      notice: z.string().min(1),
      smallLinks: z.array(smallLinkSchema).min(1),
    }),
    socials: z.array(socialSchema),
    preview: previewSchema,
    routeRules: z.record(routePattern, routeRuleSchema),
    /** External hosts a route-rule redirect may point to. */
    allowedRedirectHosts: z.array(
      z
        .string()
        .regex(/^[a-z0-9.-]+$/, 'must be a host name alone, in lower case and without https://, such as billing.stripe.com'),
    ),
    buildCheck: z.strictObject({
      intervalMs: z.number().int('must be whole milliseconds').min(60_000, 'must be at least 60000 (one minute)'),
    }),
    icons: z.strictObject({
      /** Remote Iconify API, opt-in: each request tells that host the visitor's IP. */
      remoteApi: httpUrl.nullable(),
    }),
  })
  .superRefine((config, ctx) => {
    // Browsers block an https page's calls to http:// (mixed content), except to this machine, as tests run it.
    const called: [string | null | undefined, PropertyKey[]][] = [
      [config.preview.api, ['preview', 'api']],
      [config.preview.stagingApi, ['preview', 'stagingApi']],
      [config.icons.remoteApi, ['icons', 'remoteApi']],
    ];
    for (const [url, path] of called) {
      if (!url || !URL.canParse(url) || new URL(url).protocol !== 'http:' || isLoopbackHostname(new URL(url).hostname)) continue;
      ctx.addIssue({
        code: 'custom',
        path,
        input: url,
        message: `must be https://${url.slice('http://'.length)}: browsers refuse calls from the site's https pages to http:// (kept for this machine only: localhost, 127.0.0.1)`,
      });
    }
    /** Whether `to`, written under `path`, is this site's own full address, which is then reported there. */
    const isOwnAddress = (to: string, path: PropertyKey[]) => {
      const sitePath = ownSitePath(to, config.siteUrl);
      if (sitePath !== undefined) ctx.addIssue({ code: 'custom', path, message: ownSiteAddressText(to, sitePath) });
      return sitePath !== undefined;
    };
    config.footer.smallLinks.forEach((link, index) => {
      if (isOwnAddress(link.to, ['footer', 'smallLinks', index, 'to']) || link.external || link.to.startsWith('/')) return;
      ctx.addIssue({
        code: 'custom',
        path: ['footer', 'smallLinks', index, 'external'],
        message: 'a link to another site must set external: true',
      });
    });
    for (const [pattern, rule] of Object.entries(config.routeRules)) {
      const target = rule.redirect?.to;
      if (!target || target.startsWith('/') || isOwnAddress(target, ['routeRules', pattern, 'redirect', 'to'])) continue;
      // A target that is no URL already has its message.
      if (!URL.canParse(target)) continue;
      const host = new URL(target).hostname;
      if (!config.allowedRedirectHosts.includes(host)) {
        ctx.addIssue({
          code: 'custom',
          path: ['routeRules', pattern, 'redirect', 'to'],
          message: `redirects to ${host}, which is not in allowedRedirectHosts`,
        });
      }
    }
  });

export type AppConfig = z.infer<typeof appConfigSchema>;
export type AppConfigInput = z.input<typeof appConfigSchema>;
export type SmallLink = AppConfig['footer']['smallLinks'][number];
