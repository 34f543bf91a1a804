import logoSource from '../../../public/logo.svg?raw';

const [, attributes = '', drawing = ''] = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(logoSource) ?? [];
const viewBox = /viewBox="([^"]+)"/.exec(attributes)?.[1];

/**
 * public/logo.svg drawn into the page rather than loaded as an image: the
 * header stays on screen across navigations, and an image it had to fetch
 * again (after a page failed to load offline, for one) would stay broken
 * there until the next full page load. One request fewer per first visit.
 * Hidden from screen readers: the company name beside it names the link.
 */
export function SiteLogo() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      aria-hidden="true"
      className="size-8 shrink-0"
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
