import { appConfig, routeRuleMatcher } from '../config';
import { ruleSaysNoindex } from '../lib/route-middleware';
import { matchRouteRules } from '../lib/route-rules';
import { pageTitle } from '../lib/page-title';
import { withoutSoftHyphens } from '../lib/without-soft-hyphens';

/** What the share image shows, for people who cannot see it. */
export const SHARE_IMAGE_ALT = `${appConfig.name}: web applications that keep working after launch day. Software studio in Cologne, hosting in Germany.`;

type PageMetaProps = {
  /** Page title without the site name; omit on the landing page. */
  title?: string;
  /** The landing page's words after the site name in its title. */
  tagline?: string;
  /** What link previews show the page as: the site's pages are `page`, a dated write-up is an `article`. */
  type?: 'page' | 'article';
  /** An article's last change (YYYY-MM-DD). */
  updated?: string | undefined;
  description: string;
  /** Path of this page for the canonical URL, e.g. `/about`. */
  path: string;
  noindex?: boolean;
};

/** Head tags for one page; Waku hoists them into `<head>`. */
export function PageMeta({ title, tagline, type = 'page', updated, description: text, path, noindex }: PageMetaProps) {
  const fullTitle = withoutSoftHyphens(
    title ? pageTitle(title, appConfig.name) : tagline ? `${appConfig.name} · ${tagline}` : appConfig.name,
  );
  const description = withoutSoftHyphens(text);
  const url = `${appConfig.siteUrl}${path === '/' ? '/' : path}`;
  // A route rule's X-Robots-Tag keeps the page out too: a canonical beside it would ask search engines for both.
  const keptOut = noindex || ruleSaysNoindex(matchRouteRules(routeRuleMatcher, path));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* A page kept out of the index names no address to index instead (a staged-only page has none yet). */}
      {keptOut ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={type === 'article' ? 'article' : 'website'} />
      {type === 'article' && updated && <meta property="article:modified_time" content={updated} />}
      <meta property="og:site_name" content={appConfig.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${appConfig.siteUrl}/og-image.jpg`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={SHARE_IMAGE_ALT} />
      <meta property="og:locale" content={appConfig.locale.replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${appConfig.siteUrl}/og-image.jpg`} />
      <meta name="twitter:image:alt" content={SHARE_IMAGE_ALT} />
    </>
  );
}
