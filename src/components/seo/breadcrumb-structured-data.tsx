import type { Crumb } from '../../lib/breadcrumbs';
import { messages } from '../../lib/messages';
import { withoutSoftHyphens } from '../../lib/without-soft-hyphens';
import { JsonLd } from './json-ld';

/** BreadcrumbList from the same trail the page shows, so search results can show the page's place in the site. */
export function BreadcrumbStructuredData({ siteUrl, trail }: { siteUrl: string; trail: readonly Crumb[] }) {
  const steps = [{ title: messages.home, path: '/' }, ...trail];
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: steps.map((step, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: withoutSoftHyphens(step.title),
          item: `${siteUrl}${step.path}`,
        })),
      }}
    />
  );
}
