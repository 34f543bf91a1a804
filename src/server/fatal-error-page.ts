import { MAIN_CONTENT_ID } from '../components/layout/skip-link';
import { buttonStyles } from '../components/ui/button-styles';
import { COLOR_MODE_SCRIPT } from '../lib/color-mode-script';
import { BACK_TO_HOME, NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, type ErrorDetails, visibleMessage } from '../lib/error-messages';
import { pageTitle } from '../lib/page-title';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** What the fatal error page, which has no layout, needs to know of the site. */
export type SiteIdentity = { name: string; locale: string };

type FatalErrorPageOptions = ErrorDetails & {
  /** The site's stylesheet, so the page looks like the rest without its layout. */
  stylesheet: string | undefined;
  site: SiteIdentity;
  nonce: string;
};

/**
 * A fatal error page: the error alone, without header, footer or scripts
 * beyond the colour mode. A string, not ErrorView: the request never reaches
 * React, and the server's React renders no HTML. Used when a request fails the page-validity
 * check, where the site's layout is not rendered at all.
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
<body class="min-h-dvh">
<main id="${MAIN_CONTENT_ID}" class="flex min-h-dvh items-center">
<section aria-labelledby="error-title" class="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
<p class="text-6xl font-bold tracking-tight text-accent"><span class="sr-only">Error </span>${statusCode}</p>
<h1 id="error-title" class="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">${NOT_FOUND_TITLE}</h1>
<p class="mt-4 text-lg text-ink-muted">${NOT_FOUND_DESCRIPTION}</p>
<div class="mt-6 space-y-1 text-sm break-all text-ink-muted">
<p data-testid="status-message">${escapeHtml(statusMessage)}</p>
${shown ? `<p data-testid="error-message">${escapeHtml(shown)}</p>` : ''}
</div>
<div class="mt-10"><a href="/" class="${buttonStyles()}">${BACK_TO_HOME}</a></div>
</section>
</main>
</body>
</html>`;
};
