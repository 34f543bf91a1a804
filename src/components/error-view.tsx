import type { ReactNode } from 'react';

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
    <section
      aria-labelledby="error-title"
      data-status={statusCode}
      className="mx-auto flex max-w-2xl flex-col items-center px-gutter py-24 text-center sm:py-32"
    >
      <p className="text-6xl font-bold tracking-tight text-accent">
        <span className="sr-only">Error </span>
        {statusCode}
      </p>
      <h1 id="error-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{description}</p>
      {/* The column's width, not its text's: a line filled in after hydration then changes no box's place. */}
      <div className="mt-6 w-full space-y-1 text-sm break-all text-ink-muted">{details}</div>
      <div className="mt-10 print:hidden">{action}</div>
    </section>
  );
}
