import type { PageWeight } from './page-weight.mjs';

export type SplitPageWeight = PageWeight & { jsRuntime: number; jsIslands: number; islandFiles: [string, number][] };

export declare const runtimeChunks: () => Promise<Set<string> | null>;
export declare const splitPageJs: (weight: PageWeight, runtime: Set<string>) => SplitPageWeight;
