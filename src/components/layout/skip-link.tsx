import { MAIN_CONTENT_ID } from '../../lib/main-content-id';

/**
 * First focusable element: jumps keyboard users past the header. Shown on
 * focus-visible, so focus put here after a click (see CookieSettingsButton)
 * does not pop it up under the pointer.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-accent-solid px-4 py-2 text-on-accent focus-visible:not-sr-only focus-visible:fixed focus-visible:px-4 focus-visible:py-2 focus-visible:top-2 focus-visible:left-2 print:hidden"
    >
      Skip to main content
    </a>
  );
}
