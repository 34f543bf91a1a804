'use client';

import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';

import type { ResolvedColorMode } from '../lib/color-mode';
import { forcedColorModeAtom } from '../state/color-mode';

/** Keeps React's state in step with a page that forces light or dark while it is shown. */
export function ForcedColorModeState({ mode }: { mode: ResolvedColorMode }) {
  const setForced = useSetAtom(forcedColorModeAtom);
  // Before paint, as the page arrives and as it leaves: a passive effect let a frame show the wrong mode.
  useLayoutEffect(() => {
    setForced(mode);
    return () => setForced(undefined);
  }, [mode, setForced]);
  return null;
}
