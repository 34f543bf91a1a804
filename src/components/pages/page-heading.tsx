import type { ReactNode } from 'react';

/** The page's one h1, as large as on every other page. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{children}</h1>;
}
