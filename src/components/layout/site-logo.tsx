import logoSource from '../../../public/logo.svg?raw';

// aria-hidden: the link around it is named by the company name beside it.
const INLINE_LOGO = logoSource.replace('<svg ', '<svg aria-hidden="true" class="size-8" ');

/**
 * The logo written into the page rather than loaded as an image: the header
 * stays on screen across navigations, and an image it had to fetch again
 * (after a page failed to load offline, for one) would stay broken there
 * until the next full page load. One request fewer per first visit, too.
 */
export function SiteLogo() {
  return <span className="shrink-0" dangerouslySetInnerHTML={{ __html: INLINE_LOGO }} />;
}
