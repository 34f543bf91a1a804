import { appConfig } from '../../config';
import { API_PREFIX } from '../../lib/api-prefix';
import { RSC_PREFIX } from '../../lib/rsc-path';

/**
 * Everything public may be crawled; the APIs and the pages' payloads are not pages. The payloads' own
 * noindex header comes from our servers only: on a plain static host this line is all that keeps them out.
 * Rendering a page never fetches one (its first payload is inline), so a crawler misses nothing.
 */
export const GET = async () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: ${API_PREFIX}\nDisallow: ${RSC_PREFIX}\n\nSitemap: ${appConfig.siteUrl}/sitemap.xml\n`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );

export const getConfig = async () => ({ render: 'static' }) as const;
