/**
 * Runs `load` on the first call and gives every caller its promise. A load that
 * fails is forgotten, so the next caller tries again: one passing failure (too
 * many open files, a disk hiccup) must not fail every request until a restart.
 */
export const onceUntilFailure = <Value>(load: () => Promise<Value>): (() => Promise<Value>) => {
  let pending: Promise<Value> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
};
