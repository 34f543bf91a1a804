import { useEffect, useMemo, useState } from 'react';

import { ArticlePage } from '../../components/pages/article-page';
import { StagedFileError, stagedFileErrorTitle } from '../../components/pages/staged-file-error';
import type { InternalLinkProps } from '../../components/prose/internal-link';

import { pageTitle, previewTitle } from '../../lib/page-title';
import { contentLabel, PREVIEW_LOCKOUT_MINUTES, previewExitUrl } from '../../lib/preview';
import { PREVIEW_BAR_CLASSES } from '../../lib/preview-bar-classes';
import { Hovercard } from '../ui/hovercard';
import { Tooltip } from '../ui/tooltip';
import { dropTokenFromAddress, endPreviewSession, isServerPreview, startPreviewSession } from './preview-session';
import { StagedPageOverlay } from './staged-page-overlay';
import { StagingProblemList } from './staging-problem-list';
import { useAddressPath } from './use-address-path';
import { useFullPageLinks } from './use-full-page-links';
import { type PreviewStatus, usePreviewStatus } from './use-preview-status';
import { type StagedPage, useStagedPage } from './use-staged-page';
import { useStagingProblems } from './use-staging-problems';

const STATUS_TEXT: Record<PreviewStatus, string> = {
  checking: 'Checking the preview token…',
  active: 'Showing staged content where there is some.',
  refused: 'The preview token was refused. You see the published site.',
  expired: 'The preview session has ended. Open this page with ?preview=<token> again to go on. You see the published site.',
  missing: 'The address has no preview token after ?preview=. Open it with ?preview=<token>. You see the published site.',
  blocked: `Too many wrong tokens from this address. Try again in ${PREVIEW_LOCKOUT_MINUTES} minutes. You see the published site.`,
  off: 'Preview is off on this server: it was started without a preview token. You see the published site.',
  unavailable:
    'Preview is not available on this host: staged content needs the Node server or a preview API (see README). You see the published site.',
  // A browser reports a refused origin (CORS) exactly like a server that is down.
  unreachable:
    'The preview server cannot be reached, or it does not accept this address (PREVIEW_ALLOWED_ORIGINS). You see the published site.',
};

const sourceOf = (staged: StagedPage): string => {
  if (staged.state === 'server') {
    const marked = document.querySelector('[data-content-source]')?.getAttribute('data-content-source');
    if (marked === 'staging' || marked === 'draft') return marked;
  }
  if (staged.state === 'invalid') return staged.draft ? 'draft' : 'staging';
  if (staged.state === 'fetched') return contentLabel(staged.page);
  if (staged.state === 'loading') return '…';
  return document.querySelector('[data-status="404"]') ? 'no page' : 'published';
};

// The tools run outside the site's router: links in a staged page load the next page in full.
const PlainLink = ({ to, ...props }: InternalLinkProps) => <a href={to} {...props} />;

const statusText = (staged: StagedPage, status: PreviewStatus): string => {
  if (staged.state === 'failed') return 'The staged page could not be loaded. You see the published one.';
  const serverShowsError = staged.state === 'server' ? document.querySelector('[data-staged-error]') : null;
  if (staged.state === 'invalid' ? staged.draft : serverShowsError?.getAttribute('data-content-source') === 'draft')
    return 'This draft has an error. It stops no build until it is published.';
  if (staged.state === 'invalid' || serverShowsError) return 'The staged file of this page has an error.';
  return STATUS_TEXT[status];
};

/** `?preview=<token>` kept on one line: a phone otherwise breaks it after the question mark. */
const withUnbrokenAddresses = (text: string) =>
  text.split(/(\?preview=(?:<token>)?)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );

const barButton = PREVIEW_BAR_CLASSES.button;

const ENDING_STATUSES: ReadonlySet<PreviewStatus> = new Set(['off', 'unavailable', 'refused', 'expired', 'missing', 'blocked']);

/** The preview bar for editors, and the staged page where a static host cannot render it. */
export default function PreviewTools({ api, siteName }: { api: string; siteName: string }) {
  const session = useMemo(() => startPreviewSession(api), [api]);
  // The address bar, not a route: on a static host's 404 page the route is /404.
  const path = useAddressPath();
  const status = usePreviewStatus(session);
  const stagingCheck = useStagingProblems(session, status);
  const staged = useStagedPage(session, status, path);
  const source = sourceOf(staged);
  useFullPageLinks(status === 'active' && isServerPreview());
  // Where no preview can work, or the token cannot, the bar says so on this page and the next page is the
  // published site alone: anyone opening a shared or stale ?preview link would otherwise carry the editors'
  // bar through the whole visit, and a refused token sent again with every page would lock the address out.
  const ended = ENDING_STATUSES.has(status);
  const [endedOn, setEndedOn] = useState<string>();
  const [left, setLeft] = useState(false);
  if (endedOn !== undefined && endedOn !== path && !left) setLeft(true);
  // Only an accepted token leaves: a refused one stays in view beside the bar that says so.
  useEffect(() => {
    if (status === 'active') dropTokenFromAddress();
  }, [status]);
  useEffect(() => {
    if (!ended) return;
    endPreviewSession();
    setEndedOn((page) => page ?? path);
  }, [ended, path]);
  const tabTitle = (title: string) => pageTitle(previewTitle(title), siteName);

  const exit = () => {
    endPreviewSession();
    window.location.assign(
      previewExitUrl(session.api, window.location.href, path, status !== 'unreachable' && status !== 'unavailable'),
    );
  };

  // The site's own links change pages without a reload, which would otherwise keep the bar (Back too).
  if (left) return null;
  return (
    <>
      <div role="region" aria-label="Preview" className={PREVIEW_BAR_CLASSES.region}>
        <div className={PREVIEW_BAR_CLASSES.row}>
          <strong className={PREVIEW_BAR_CLASSES.badge}>Preview</strong>
          <span>
            Page <code className="font-semibold">{path}</code>
          </span>
          <Hovercard
            render={<button type="button" className="underline decoration-dotted underline-offset-4" />}
            card={
              <p>
                <strong>staging</strong> is a file in private/staging, shown only in preview. <strong>published</strong> is what
                every visitor sees. Drafts are shown in preview until they are published. <strong>no page</strong>: nothing is
                published or staged at this address.
              </p>
            }
          >
            Source: <span data-testid="preview-source">{source}</span>
          </Hovercard>
          <span
            role="status"
            data-testid="preview-status"
            className="order-last w-full lg:order-none lg:w-auto lg:min-w-64 lg:flex-1"
          >
            {withUnbrokenAddresses(statusText(staged, status))}
          </span>
          <Tooltip
            render={<button type="button" className={`${barButton} ml-auto lg:ml-0`} onClick={() => window.location.reload()} />}
            label="Load this page again with the latest staged files"
          >
            Refresh
          </Tooltip>
          <Tooltip
            render={<button type="button" className={barButton} onClick={exit} />}
            label="Leave preview and see the published site"
          >
            Exit preview
          </Tooltip>
          <StagingProblemList check={stagingCheck} />
        </div>
      </div>
      {staged.state === 'fetched' && (
        <StagedPageOverlay documentTitle={tabTitle(staged.page.title)} path={path}>
          <ArticlePage
            title={staged.page.title}
            description={staged.page.description}
            updated={staged.page.updated}
            body={staged.page.body}
            internalLink={PlainLink}
            source={contentLabel(staged.page)}
            trail={staged.page.trail}
          />
        </StagedPageOverlay>
      )}
      {staged.state === 'invalid' && (
        <StagedPageOverlay documentTitle={tabTitle(stagedFileErrorTitle(staged.draft))} path={path}>
          {/* On a static host the page underneath is the published one, or the 404 page when there is none. */}
          <StagedFileError
            problems={staged.problems}
            draft={staged.draft}
            published={!!document.querySelector('article[data-content-source]:not([data-preview-slot] *)')}
          />
        </StagedPageOverlay>
      )}
    </>
  );
}
