import type { BuildRecord } from '../src/vite/build-record';

export declare const unfinishedBuildMessage: (distDir?: string) => string;
export declare const readBuildRecord: (distDir?: string) => BuildRecord | undefined;
