import { atom } from 'jotai';

import type { RouteRuleMatcher } from '../lib/route-rules';

/** A newer build than the one on screen is deployed: the next navigation loads it in full. */
export const newBuildAvailableAtom = atom(false);

/** This build's route rules, from its manifest; null until fetched (the server still redirects). */
export const routeRuleMatcherAtom = atom<RouteRuleMatcher | null>(null);
