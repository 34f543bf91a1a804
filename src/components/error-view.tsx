import type { ReactNode } from 'react';

import { ERROR_TITLE_ID } from '../lib/error-messages';

/** The error page's look, shared with the fatal error page the server writes as a string. */
export const ERROR_VIEW_CLASSES = {
  section: 'mx-auto flex max-w-2xl flex-col items-center px-gutter py-24 text-center sm:py-32',
  status: 'text-6xl font-bold tracking-tight text-accent',
  title: 'mt-4 text-3xl font-bold tracking-tight sm:text-4xl',
  description: 'mt-4 text-lg text-ink-muted',
  // The column's width, not its text's: a line filled in after hydration then changes no box's place.
  details: 'mt-6 w-full space-y-1 text-sm break-all text-ink-muted',
  action: 'mt-10 print:hidden',
} as const;

type ErrorViewProps = {
  statusCode: number;
  title: string;
  description: string;
  /** Status message and message, already decided (see `visibleMessage`). */
  details: ReactNode;
  /** The way out, e.g. a "Back to home" link. */
  action: ReactNode;
};

/** The error page body, shared by the 404 page and the error boundaries. */
export function ErrorView({ statusCode, title, description, details, action }: ErrorViewProps) {
  return (
    // data-status: the preview bar tells an address with no page (404) from a published one.
    <section aria-labelledby={ERROR_TITLE_ID} data-status={statusCode} className={ERROR_VIEW_CLASSES.section}>
      <p className={ERROR_VIEW_CLASSES.status}>
        <span className="sr-only">Error </span>
        {statusCode}
      </p>
      <h1 id={ERROR_TITLE_ID} className={ERROR_VIEW_CLASSES.title}>
        {title}
      </h1>
      <p className={ERROR_VIEW_CLASSES.description}>{description}</p>
      <div className={ERROR_VIEW_CLASSES.details}>{details}</div>
      <div className={ERROR_VIEW_CLASSES.action}>{action}</div>
    </section>
  );
}
