import { ERROR_VIEW_CLASSES } from '../components/error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { COLOR_MODE_SCRIPT } from '../lib/color-mode-script';
import {
  BACK_TO_HOME,
  ERROR_TITLE_ID,
  NOT_FOUND_DESCRIPTION,
  NOT_FOUND_TITLE,
  type ErrorDetails,
  visibleMessage,
} from '../lib/error-messages';
import { MAIN_CONTENT_ID } from '../lib/main-content-id';
import { pageTitle } from '../lib/page-title';
import { LEGAL_PAGES } from '../lib/site-pages';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** What the fatal error page, which has no layout, needs to know of the site. */
export type SiteIdentity = {
  name: string;
  locale: string;
  footer: { smallLinks: readonly { label: string; to: string }[] };
};

const LEGAL_PATHS: readonly string[] = LEGAL_PAGES.map((name) => `/${name}`);

/** The footer's links to the imprint and the privacy policy, which every page must offer, with its labels. */
const legalLinks = (site: SiteIdentity) =>
  site.footer.smallLinks
    .filter((link) => LEGAL_PATHS.includes(link.to))
    .map((link) => `<a href="${escapeHtml(link.to)}" class="hover:text-ink hover:underline">${escapeHtml(link.label)}</a>`)
    .join('\n');

type FatalErrorPageOptions = ErrorDetails & {
  /** The site's stylesheet, so the page looks like the rest without its layout. */
  stylesheet: string | undefined;
  site: SiteIdentity;
  nonce: string;
};

/**
 * A fatal error page: the error alone, without header, footer or scripts
 * beyond the colour mode. ErrorView's markup and classes, written as a
 * string: the request never reaches React, and the server's React renders
 * no HTML. Used when a request fails the page-validity check, where the
 * site's layout is not rendered at all. It keeps the footer's links to the
 * legal pages, which every page of a German company's site must offer.
 */
export const renderFatalErrorPage = ({
  statusCode,
  statusMessage,
  message,
  stylesheet,
  site,
  nonce,
}: FatalErrorPageOptions): string => {
  const shown = visibleMessage({ statusCode, statusMessage, message });
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(pageTitle(NOT_FOUND_TITLE, site.name))}</title>
<script nonce="${nonce}">${COLOR_MODE_SCRIPT}</script>
${stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : ''}
</head>
<body class="flex min-h-dvh flex-col">
<main id="${MAIN_CONTENT_ID}" class="flex flex-1 items-center">
<section aria-labelledby="${ERROR_TITLE_ID}" data-status="${statusCode}" class="${ERROR_VIEW_CLASSES.section}">
<p class="${ERROR_VIEW_CLASSES.status}"><span class="sr-only">Error </span>${statusCode}</p>
<h1 id="${ERROR_TITLE_ID}" class="${ERROR_VIEW_CLASSES.title}">${NOT_FOUND_TITLE}</h1>
<p class="${ERROR_VIEW_CLASSES.description}">${NOT_FOUND_DESCRIPTION}</p>
<div class="${ERROR_VIEW_CLASSES.details}">
<p data-testid="status-message">${escapeHtml(statusMessage)}</p>
${shown ? `<p data-testid="error-message">${escapeHtml(shown)}</p>` : ''}
</div>
<div class="${ERROR_VIEW_CLASSES.action}"><a href="/" class="${buttonStyles()}">${BACK_TO_HOME}</a></div>
</section>
</main>
<footer class="flex justify-center gap-6 border-t border-line px-gutter py-6 text-sm text-ink-muted">
${legalLinks(site)}
</footer>
</body>
</html>`;
};
