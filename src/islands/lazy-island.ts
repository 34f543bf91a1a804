import { type ComponentType, lazy } from 'react';

const Nothing = () => null;

/**
 * An island's own chunk, loaded when first needed, that never takes the page
 * down: if the chunk cannot be loaded (offline, or gone after a deploy once
 * the page has already reloaded for it) the import resolves to nothing, the
 * console says why, and the island renders nothing. While the module preload
 * handler reloads the page the import resolves to nothing as well.
 */
export const loadIsland = async <Module>(load: () => Promise<Module>): Promise<Module | undefined> => {
  try {
    return await load();
  } catch (error) {
    console.warn('Part of the page could not be loaded:', error);
    return undefined;
  }
};

/** React.lazy over loadIsland: a chunk that cannot load renders nothing instead of the error page. */
export const lazyIsland = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) =>
  lazy(async () => (await loadIsland(load)) ?? { default: Nothing as ComponentType<Props> });
