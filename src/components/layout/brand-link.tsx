import { appConfig } from '../../config';
import { SiteLink } from '../../islands/site-link';

/** Logo and company name, linking home. */
export function BrandLink() {
  return (
    <SiteLink to="/" className="flex shrink-0 items-center gap-2.5 font-semibold tracking-tight whitespace-nowrap text-ink">
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span>{appConfig.name}</span>
    </SiteLink>
  );
}
