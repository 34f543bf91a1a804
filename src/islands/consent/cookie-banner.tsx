import { useAtom, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useRef } from 'react';

import { buttonStyles } from '../../components/ui/button-styles';
import { COOKIE_BANNER_TITLE_ID } from '../../lib/cookie-banner-title';
import { messages } from '../../lib/messages';
import { bannerDismissedAtom, bannerReopenedAtom, consentAtom } from '../../state/consent';
import { loadIsland } from '../lazy-island';
import { useToast } from '../toasts/use-toast';

type CookieBannerProps = { closeIcon: ReactNode; reopened: boolean; summary: string };

const answerLabel = (consent: boolean | null) =>
  consent === null ? 'You have not chosen yet.' : consent ? 'You accepted.' : 'You declined.';

/**
 * Accept and Decline look the same and record the answer; Close, the X and
 * Escape only hide the banner for this visit. On a first visit it never takes
 * focus; reopened from the cookie button (which it replaces), it takes the
 * focus the button had. In a short screen styles.css bounds its height.
 */
export default function CookieBanner({ closeIcon, reopened, summary }: CookieBannerProps) {
  const [consent, setConsent] = useAtom(consentAtom);
  const setDismissed = useSetAtom(bannerDismissedAtom);
  const setReopened = useSetAtom(bannerReopenedAtom);
  const toast = useToast();

  const answer = (value: boolean) => {
    setConsent(value);
    setReopened(false);
    toast.add({
      title: 'Cookie preferences saved',
      description: value
        ? 'Thank you. You can change your choice with the cookie button.'
        : 'Only strictly necessary storage is used.',
      icon: 'lucide:cookie',
      color: 'success',
    });
  };
  const hide = () => {
    setDismissed(true);
    setReopened(false);
  };
  const burst = async (origin: HTMLElement) => (await loadIsland(() => import('./emoji-burst')))?.launchEmojiBurst(origin);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      // As Close: with focus inside, Escape hides it, as it would a dialog.
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      aria-labelledby={COOKIE_BANNER_TITLE_ID}
      // On wide screens just right of the middle: clear of the hero's buttons on the left, and of the
      // toasts on the right, so the one confirming an answer does not open under the pointer and wait.
      className="fixed inset-x-2 bottom-2 z-50 rounded-2xl border border-line bg-surface p-3 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:p-5 lg:left-[calc(50%-12rem)]"
    >
      <div className="flex items-start justify-between gap-3">
        {/* The emoji sits in the title's line but outside the heading, which names the banner alone. */}
        <div className="flex items-center gap-1">
          <h2 id={COOKIE_BANNER_TITLE_ID} className="text-sm font-semibold sm:text-base">
            Cookies and consent
          </h2>
          <button
            type="button"
            aria-label="Cookie confetti"
            onClick={(event) => void burst(event.currentTarget)}
            className="rounded-md px-1 text-lg leading-none hover:scale-110 motion-safe:transition-transform"
          >
            <span aria-hidden="true">🍪</span>
          </button>
        </div>
        <button
          type="button"
          aria-label="Dismiss cookie banner"
          onClick={hide}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-raised hover:text-ink"
        >
          {closeIcon}
        </button>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {summary} {reopened && answerLabel(consent)}{' '}
        <a href="/privacy" target="_blank" rel="noopener" className="text-accent underline underline-offset-2">
          Privacy policy<span className="sr-only"> {messages.newTab}</span>
        </a>
        {' · '}
        <a href="/imprint" target="_blank" rel="noopener" className="text-accent underline underline-offset-2">
          Imprint<span className="sr-only"> {messages.newTab}</span>
        </a>
      </p>
      <div className="mt-2 flex flex-wrap gap-2 *:flex-1 sm:mt-3">
        <button type="button" onClick={() => answer(true)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          Accept
        </button>
        <button type="button" onClick={() => answer(false)} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          Decline
        </button>
        <button type="button" onClick={hide} className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
          {messages.close}
        </button>
      </div>
    </section>
  );
}
