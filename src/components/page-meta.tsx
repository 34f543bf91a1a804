import { appConfig } from '../config';

type PageMetaProps = {
  /** Page title without the site name; omit on the landing page. */
  title?: string;
  description: string;
  /** Path of this page for the canonical URL, e.g. `/about`. */
  path: string;
  noindex?: boolean;
};

/** Head tags for one page; Waku hoists them into `<head>`. */
export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  const fullTitle = title ? `${title} · ${appConfig.name}` : appConfig.name;
  const url = `${appConfig.siteUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={appConfig.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${appConfig.siteUrl}/og-image.jpg`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content="en_GB" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${appConfig.siteUrl}/og-image.jpg`} />
    </>
  );
}
