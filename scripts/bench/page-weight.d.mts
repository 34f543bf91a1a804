import type { BrowserContext, BrowserContextOptions } from '@playwright/test';

export type PageWeight = {
  path: string;
  status: number;
  html: number;
  js: number;
  css: number;
  jsRequests: number;
  requests: number;
  /** [path, gzip bytes], largest first. */
  jsFiles: [string, number][];
  uncompressed: string[];
};

export declare const PAGE_TYPES: Record<string, string>;
export declare const GZIP_ONLY: BrowserContextOptions;
export declare const measurePage: (context: BrowserContext, url: string, settleMs?: number) => Promise<PageWeight>;
