'use client';

import { useAtom } from 'jotai';
import { Suspense, useEffect } from 'react';

import { isOwnErrorSource } from '../lib/own-error-source';
import { fatalErrorAtom } from '../state/fatal-error';
import { lazyIsland, loadIsland } from './lazy-island';

const FatalErrorScreen = lazyIsland(() => import('./fatal-error-screen'));

const isOurs = (source: string | undefined) => isOwnErrorSource(source, window.location.origin);

/**
 * Unhandled errors and rejections: visitors get the error page, because the
 * page may be broken; known search and social bots only get it logged, so
 * what they index stays the server-rendered page.
 */
export function UnhandledErrors({ siteName }: { siteName: string }) {
  const [fatal, setFatal] = useAtom(fatalErrorAtom);

  useEffect(() => {
    const report = async (error: unknown) => {
      console.error('Unhandled error:', error);
      // Through loadIsland: a bot check that cannot load must not fail again as an error of its own.
      if ((await loadIsland(() => import('isbot')))?.isbot(navigator.userAgent)) return;
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
