import { buildSitemap } from '../../content/sitemap';

export const GET = async () =>
  new Response(await buildSitemap(), { headers: { 'content-type': 'application/xml; charset=utf-8' } });

export const getConfig = async () => ({ render: 'static' }) as const;
