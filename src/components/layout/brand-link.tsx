import { appConfig } from '../../config';
import { SiteLink } from '../../islands/site-link';
import { SiteLogo } from './site-logo';

/**
 * Logo and company name, linking home. On narrow phones the name gets smaller
 * and, below 360 px, only the logo shows (the name stays for screen readers),
 * so the header never runs wider than the screen. Where a reader's wider
 * letter spacing still leaves it too little room, it wraps onto a second line
 * instead of running under the buttons beside it or being cut off (WCAG
 * 1.4.12); two lines fit the header's height. Where a reader's larger text
 * leaves no room even for its longest word, only the logo shows, as on
 * narrow phones, rather than a sliver of letters. Its focus ring is rounded
 * and stands off the logo and name, like the header's other controls' rings,
 * without padding that would move them.
 */
export function BrandLink() {
  return (
    <SiteLink
      to="/"
      className="flex w-fit max-w-full items-center gap-2 rounded-md font-semibold sm:gap-2.5 tracking-tight text-ink outline-offset-4"
    >
      <SiteLogo />
      <span className="line-clamp-2 max-[25rem]:text-[0.8125rem] max-[22.5rem]:sr-only @max-[8rem]:sr-only">
        {appConfig.name}
      </span>
    </SiteLink>
  );
}
