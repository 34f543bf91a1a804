import { MAIN_CONTENT_ID } from '../../lib/main-content-id';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-accent-solid px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 print:hidden"
    >
      Skip to main content
    </a>
  );
}
