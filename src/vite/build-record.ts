import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Plugin, ViteBuilder } from 'vite';

import { BUILD_TIME_ENV } from '../config/app.config';

/** In dist/; scripts/build-record.mjs reads it there. */
export const BUILD_RECORD_FILE = 'build.json';

/** What a finished build says about itself. */
export type BuildRecord = {
  /** The build id the pages compare with /_app/builds/latest.json to notice a new build. */
  id: string;
  /** When the build finished, as an ISO 8601 date. */
  finishedAt: string;
  /** The build-time variables written into the bundles (BUILD_TIME_ENV), '' where unset. */
  env: Record<string, string>;
};

/** A value the build wrote into the bundles as a define, e.g. `import.meta.env.WAKU_BUILD_ID`. */
const defined = (builder: ViteBuilder, key: string): string | undefined => {
  const value = builder.config.define?.[key];
  return typeof value === 'string' ? (JSON.parse(value) as string) : undefined;
};

/**
 * Marks a finished build with dist/build.json, which the servers in scripts/
 * require: removed before the build writes anything, written once everything
 * else is done, Waku's static generation included. A build that stops
 * halfway leaves a dist/ that no server serves. The record also names the
 * build-time variables, which the browser tests need set as build:test sets them.
 */
export const buildRecord = (distDir = 'dist'): Plugin[] => {
  const recordFile = (builder: ViteBuilder) => path.resolve(builder.config.root, distDir, BUILD_RECORD_FILE);
  return [
    {
      name: 'site:build-record-start',
      buildApp: { order: 'pre', handler: (builder) => rm(recordFile(builder), { force: true }) },
    },
    {
      name: 'site:build-record-finish',
      buildApp: {
        order: 'post',
        handler: async (builder) => {
          const record: BuildRecord = {
            // The id the pages compare with /_app/builds/latest.json, so the record names the same build. Read from
            // the defines, not BUILD_ID (src/lib/build-id.ts): this plugin runs in Node, outside the bundles.
            id: defined(builder, 'import.meta.env.WAKU_BUILD_ID') ?? 'unknown',
            finishedAt: new Date().toISOString(),
            // As written into the bundles (src/vite/build-time-env.ts), for the browser tests to check.
            env: Object.fromEntries(BUILD_TIME_ENV.map((name) => [name, defined(builder, `process.env.${name}`) ?? ''])),
          };
          await writeFile(recordFile(builder), `${JSON.stringify(record, null, 2)}\n`);
        },
      },
    },
  ];
};
