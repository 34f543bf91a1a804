'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku';

import { useNavigationStart } from './use-navigation-start';

/** Navigations that finish faster never show the bar. */
const SHOW_AFTER_MS = 150;
/** A page still not there by then is loaded by the browser itself. */
const GIVE_UP_MS = 15_000;
/** As long as the finished bar's `duration-300` fade. */
const DONE_FADE_MS = 300;

type Phase = 'idle' | 'waiting' | 'loading' | 'done';

/**
 * A thin bar at the top of the window while a client navigation is under
 * way. It creeps to 90 % over the expected 2000 ms (the `nav-progress`
 * animation in styles.css) and completes when the new route is on screen.
 * After GIVE_UP_MS without it, the page is loaded in full instead.
 */
export function NavigationProgress() {
  const { path, query } = useRouter();
  const [phase, setPhase] = useState<Phase>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const schedule = (ms: number, next: Phase) => {
    timers.current.push(setTimeout(() => setPhase(next), ms));
  };
  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };

  useNavigationStart(({ to, kind }) => {
    clearTimers();
    // Back to the page on screen (its section link, clicked while another page loads): nothing left to wait for.
    if (to === path + (query && `?${query}`)) return setPhase('idle');
    setPhase('waiting');
    schedule(SHOW_AFTER_MS, 'loading');
    // A payload request that hangs would leave the link dead, clicked again or not: the browser's own
    // page load shows its progress, can be stopped and retried, and ends in its own error if it fails.
    timers.current.push(setTimeout(() => (kind === 'link' ? location.assign(to) : location.reload()), GIVE_UP_MS));
  });

  // A new route on screen ends the navigation.
  useEffect(() => {
    clearTimers();
    setPhase((current) => (current === 'loading' ? 'done' : 'idle'));
    return clearTimers;
  }, [path, query]);

  // A finished bar fades out, then goes.
  useEffect(() => {
    if (phase !== 'done') return;
    const gone = setTimeout(() => setPhase('idle'), DONE_FADE_MS);
    return () => clearTimeout(gone);
  }, [phase]);

  if (phase === 'idle' || phase === 'waiting') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuetext={phase === 'done' ? 'Loaded' : 'Loading'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5"
    >
      <div
        data-state={phase}
        className={
          phase === 'done'
            ? 'h-full bg-accent-solid opacity-0 transition-opacity duration-300'
            : 'h-full origin-left bg-accent-solid motion-safe:animate-nav-progress'
        }
      />
    </div>
  );
}
