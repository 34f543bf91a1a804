import { appConfig } from '../../config';
import { API_PREFIX } from '../../lib/api-prefix';

/** Everything public may be crawled; the APIs are not pages. */
export const GET = async () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: ${API_PREFIX}\n\nSitemap: ${appConfig.siteUrl}/sitemap.xml\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

export const getConfig = async () => ({ render: 'static' }) as const;
