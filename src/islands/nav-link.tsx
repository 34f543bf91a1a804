'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'waku';

type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & { to: string; children: ReactNode };

/**
 * An anchor on the current page stays a plain link (the browser scrolls,
 * nothing is fetched); anything else goes through the router.
 */
export function NavLink({ to, ...props }: NavLinkProps) {
  if (to.startsWith('#')) return <a href={to} {...props} />;
  return <Link to={to} {...props} />;
}
