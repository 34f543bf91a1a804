import type { Root } from 'hast';

import type { Crumb } from '../../lib/breadcrumbs';
import { joinLegalReferences } from '../../lib/legal-references';
import { SITE_LOCALE } from '../../lib/site-locale';
import { HastContent } from '../prose/hast-content';
import type { InternalLink } from '../prose/internal-link';
import { Breadcrumbs } from './breadcrumbs';
import { PageColumn } from './page-column';
import { PageHeading } from './page-heading';

type ArticlePageProps = {
  title: string;
  description: string;
  updated?: string | undefined;
  body: Root;
  /** Renders links to other pages of the site. */
  internalLink: InternalLink;
  /** Marks where the page came from, for the preview tools. */
  source?: 'content' | 'staging' | 'draft' | 'legal';
  /** Rendered by the server for a verified preview: the preview tools need not fetch it. */
  preview?: boolean;
  /** A nested page's way from home (see breadcrumbTrail); none for a top-level page. */
  trail?: readonly Crumb[];
};

const dateFormat = new Intl.DateTimeFormat(SITE_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/** A markdown page on the 10-column grid: title, lead, date, prose. */
export function ArticlePage({ title, description, updated, body, internalLink, source, preview, trail = [] }: ArticlePageProps) {
  return (
    <PageColumn data-content-source={source} data-preview-render={preview ? 'server' : undefined}>
      {trail.length > 0 && <Breadcrumbs trail={trail} internalLink={internalLink} />}
      <header className="border-b border-line pb-8">
        <PageHeading>{title}</PageHeading>
        {/* The description is front matter, not markdown: the pipeline's no-break spaces do not reach it. */}
        <p className="mt-4 text-lg text-ink-muted">{joinLegalReferences(description)}</p>
        {updated && (
          <p className="mt-4 text-sm text-ink-muted">
            Last updated <time dateTime={updated}>{dateFormat.format(new Date(updated))}</time>
          </p>
        )}
      </header>
      {/* An image narrower than the column sits in its middle, under the centre of the text. */}
      <div className="prose prose-site mt-8 prose-headings:text-balance prose-a:underline-offset-4 prose-table:text-sm prose-img:mx-auto">
        <HastContent tree={body} internalLink={internalLink} />
      </div>
    </PageColumn>
  );
}
