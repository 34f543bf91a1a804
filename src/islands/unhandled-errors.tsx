'use client';

import { useAtom } from 'jotai';
import { Suspense, useEffect } from 'react';

import { fatalErrorAtom } from '../state/fatal-error';
import { lazyIsland } from './lazy-island';

const FatalErrorScreen = lazyIsland(() => import('./fatal-error-screen'));

/** Errors from browser extensions or other sites are not ours to report. */
const isOurs = (source: string | undefined) => !source || source.startsWith(window.location.origin);

/**
 * Unhandled errors and rejections: visitors get the error page, because the
 * page may be broken; known search and social bots only get it logged, so
 * what they index stays the server-rendered page.
 */
export function UnhandledErrors({ siteName }: { siteName: string }) {
  const [fatal, setFatal] = useAtom(fatalErrorAtom);

  useEffect(() => {
    const report = async (error: unknown) => {
      const { isbot } = await import('isbot');
      console.error('Unhandled error:', error);
      if (isbot(navigator.userAgent)) return;
      setFatal(error instanceof Error ? error : new Error(String(error)));
    };
    const onError = (event: ErrorEvent) => {
      if (isOurs(event.filename)) void report(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const stack = event.reason instanceof Error ? event.reason.stack : undefined;
      if (isOurs(stack?.match(/https?:\/\/[^\s)]+/)?.[0])) void report(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [setFatal]);

  if (!fatal) return null;
  return (
    <Suspense>
      <FatalErrorScreen siteName={siteName} />
    </Suspense>
  );
}
