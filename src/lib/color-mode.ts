/** Colour mode preference, stored as the bare word (`dark`, not `"dark"`) like other sites do. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

export const COLOR_MODE_STORAGE_KEY = 'color-mode';
export const DEFAULT_COLOR_MODE: ColorMode = 'system';
/** Marks the header's colour-mode button, which the head script answers until it hydrates. */
export const COLOR_MODE_CONTROL_ATTRIBUTE = 'data-color-mode-control';
/** On <html>: the stored preference (light, dark or system), which picks the control's icon from before hydration. */
export const COLOR_MODE_PREFERENCE_ATTRIBUTE = 'data-color-mode';
/** A page that forces its mode says so in this meta tag, read before first paint. */
export const FORCED_COLOR_MODE_META = 'forced-color-mode';

/** Anything but a known mode (garbage, JSON, null) reads as the default. */
export const parseColorMode = (raw: unknown): ColorMode =>
  COLOR_MODES.includes(raw as ColorMode) ? (raw as ColorMode) : DEFAULT_COLOR_MODE;

export const resolveColorMode = (mode: ColorMode, systemPrefersDark: boolean): ResolvedColorMode =>
  mode === 'system' ? (systemPrefersDark ? 'dark' : 'light') : mode;

/**
 * The mode after a click. From System it goes first to the look the OS is
 * not showing, so the first click always changes the page; then to the
 * other one, then back to System.
 */
export const nextColorMode = (mode: ColorMode, systemPrefersDark: boolean): ColorMode => {
  const other: ColorMode = systemPrefersDark ? 'light' : 'dark';
  if (mode === 'system') return other;
  return mode === other ? (systemPrefersDark ? 'dark' : 'light') : 'system';
};
