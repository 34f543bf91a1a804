import { ForcedColorModeState } from '../islands/forced-color-mode-state';
import { FORCED_COLOR_MODE_META, type ResolvedColorMode } from '../lib/color-mode';

/**
 * Forces a page's colour mode: the meta tag is read by the pre-paint script,
 * the island keeps React's state and the header control in step.
 */
export function ForcedColorMode({ mode }: { mode: ResolvedColorMode }) {
  return (
    <>
      <meta name={FORCED_COLOR_MODE_META} content={mode} />
      <ForcedColorModeState mode={mode} />
    </>
  );
}
