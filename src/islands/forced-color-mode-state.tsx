'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

import { acceptForcedMode, type ColorMode } from '../lib/color-mode';
import { forcedColorModeAtom } from '../state/color-mode';

/** Lets a page force light or dark while it is shown; `system` is refused with a warning. */
export function ForcedColorModeState({ mode }: { mode: ColorMode }) {
  const setForced = useSetAtom(forcedColorModeAtom);
  useEffect(() => {
    const accepted = acceptForcedMode(mode);
    if (!accepted) return;
    setForced(accepted);
    return () => setForced(undefined);
  }, [mode, setForced]);
  return null;
}
