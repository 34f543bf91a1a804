// Serves the existing build: `npm run serve`. PORT (default 8080) and HOST
// (default 0.0.0.0) come from the environment; see src/server/serve-node.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { readBuildRecord, unfinishedBuildMessage } from './build-record.mjs';

process.env.NODE_ENV ??= 'production';
if (!existsSync('dist/serve-node.js')) {
  // Named in full: started from another folder, the server looks for dist/ there.
  console.error(
    `No build found in ${path.resolve('dist')}. Run \`npm run build\` first, or \`npm start\` to do both, in the site's folder.`,
  );
  process.exit(1);
}
// serve-node.js outlives a failed build, which leaves some pages missing.
if (!readBuildRecord()) {
  console.error(unfinishedBuildMessage());
  process.exit(1);
}
// A setting the server cannot start with is the operator's to fix: its message alone, not the bundle's code and stack.
const OPERATOR_MISTAKES = new Set(['AppConfigError', 'EnvironmentError']);
try {
  await import('../dist/serve-node.js');
} catch (error) {
  if (OPERATOR_MISTAKES.has(error?.name)) {
    console.error(`${error.name}: ${error.message}`);
    process.exit(1);
  }
  // dist/server missing or unreadable in a copied release.
  if (['ERR_MODULE_NOT_FOUND', 'EACCES'].includes(error?.code) && error.message.includes(path.resolve('dist'))) {
    console.error(
      `The build's files cannot be read (${error.message.split('\n')[0]}). Copy the whole dist/ folder of a finished build, ` +
        "readable by the server's user, or run `npm run build`.",
    );
    process.exit(1);
  }
  throw error;
}
