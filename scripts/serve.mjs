// Serves the existing build: `npm run serve`. PORT (default 8080) and HOST
// (default 0.0.0.0) come from the environment; see src/server/serve-node.ts.
import { existsSync } from 'node:fs';

import { readBuildRecord, unfinishedBuildMessage } from './build-record.mjs';

process.env.NODE_ENV ??= 'production';
if (!existsSync('dist/serve-node.js')) {
  console.error('No build found in dist/. Run `npm run build` first, or `npm start` to do both.');
  process.exit(1);
}
// serve-node.js outlives a failed build, which leaves some pages missing.
if (!readBuildRecord()) {
  console.error(unfinishedBuildMessage());
  process.exit(1);
}
await import('../dist/serve-node.js');
