import { ForcedColorModeState } from '../islands/forced-color-mode-state';
import { type ColorMode, FORCED_COLOR_MODE_META } from '../lib/color-mode';

/**
 * Forces a page's colour mode: the meta tag is read by the pre-paint script,
 * the island keeps React's state and the header control in step.
 */
export function ForcedColorMode({ mode }: { mode: ColorMode }) {
  return (
    <>
      {mode !== 'system' && <meta name={FORCED_COLOR_MODE_META} content={mode} />}
      <ForcedColorModeState mode={mode} />
    </>
  );
}
