/**
 * React keeps its fiber on each DOM element it has hydrated, under a key
 * starting with this. Not a public API (it has held since React 17), so the
 * two places that need to know go through here: check them after upgrading React.
 */
export const REACT_FIBER_KEY_PREFIX = '__reactFiber$';

/** Whether React has hydrated (or rendered) this element. */
export const isHydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith(REACT_FIBER_KEY_PREFIX));
