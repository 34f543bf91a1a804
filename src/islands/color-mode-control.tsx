'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';

import { buttonStyles } from '../components/ui/button-styles';
import {
  COLOR_MODE_CONTROL_ATTRIBUTE,
  COLOR_MODE_PREFERENCE_ATTRIBUTE,
  FORCED_COLOR_MODE_META,
  type ColorMode,
  nextColorMode,
  resolveColorMode,
} from '../lib/color-mode';
import { colorModeAtom, forcedColorModeAtom, systemPrefersDarkAtom } from '../state/color-mode';
import { useToast } from './toasts/use-toast';
import { useHydrated } from './use-hydrated';

const LABELS: Record<ColorMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The three icons, server-rendered (components/layout/color-mode-icons.tsx): CSS shows the current mode's. */
type ColorModeControlProps = { icons: ReactNode };

/** The mode a page's meta tag forces: known from the first render, before the page's own island says so. */
const forcedByPage = () => {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${FORCED_COLOR_MODE_META}"]`)?.content;
  return content === 'light' || content === 'dark' ? content : undefined;
};

/** Keeps <html> in step with the preference, the OS setting and a page's forced mode. */
function useApplyColorMode() {
  const mode = useAtomValue(colorModeAtom);
  const forced = useAtomValue(forcedColorModeAtom);
  const setSystemPrefersDark = useSetAtom(systemPrefersDarkAtom);

  // Before paint, so a page that forces its mode never shows a frame in the other one.
  useLayoutEffect(() => {
    // The live query, not the atom: on the first run the atom still holds its default.
    const query = matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      setSystemPrefersDark(query.matches);
      const resolved = forced ?? forcedByPage() ?? resolveColorMode(mode, query.matches);
      const root = document.documentElement;
      root.setAttribute(COLOR_MODE_PREFERENCE_ATTRIBUTE, mode);
      if (!root.classList.replace(resolved === 'dark' ? 'light' : 'dark', resolved)) root.classList.add(resolved);
      root.style.colorScheme = resolved;
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [mode, forced, setSystemPrefersDark]);
}

/**
 * Cycles System → the look the OS is not showing → the other → System. The
 * button's name stays "Colour mode" and its description says the current mode:
 * a polite live region announces a change, and a name that changed under focus
 * would be read out a second time by some screen readers.
 */
export function ColorModeControl({ icons }: ColorModeControlProps) {
  useApplyColorMode();
  const hydrated = useHydrated();
  const [mode, setMode] = useAtom(colorModeAtom);
  const forced = useAtomValue(forcedColorModeAtom);
  const systemPrefersDark = useAtomValue(systemPrefersDarkAtom);
  const [announcement, setAnnouncement] = useState('');
  const toast = useToast();
  // Until hydration React does not know the stored preference: the description stays neutral (the icon is CSS's).
  const shown: ColorMode = hydrated ? mode : 'system';
  const current = `${LABELS[shown]}${forced ? ` (this page is always ${forced})` : ''}`;
  const currentId = useId();

  const cycleOrExplain = () => {
    // A touch screen shows no tooltip: a tap on the switched-off button says why in a toast instead.
    if (forced) {
      toast.add({
        id: 'forced-color-mode',
        title: `This page is always ${forced}`,
        description: 'Your choice applies on the other pages.',
      });
      return;
    }
    const next = nextColorMode(mode, systemPrefersDark);
    setMode(next);
    setAnnouncement(`Colour mode: ${LABELS[next]}`);
  };

  return (
    <>
      <button
        type="button"
        {...{ [COLOR_MODE_CONTROL_ATTRIBUTE]: '' }}
        // Not `disabled`: a disabled button takes no pointer and no focus, so no one could learn why it is off.
        onClick={cycleOrExplain}
        aria-disabled={forced !== undefined}
        aria-label="Colour mode"
        aria-describedby={currentId}
        // The tooltip says it too: a sighted visitor sees the button switched off and asks why.
        title={`Colour mode: ${current}`}
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'no-js:hidden' })}
      >
        {icons}
      </button>
      <span id={currentId} hidden>
        {current}
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
