import { Link } from 'waku';

import { appConfig } from '../../config';

/** Logo and company name, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2.5 font-semibold tracking-tight text-ink">
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      <span>{appConfig.name}</span>
    </Link>
  );
}
