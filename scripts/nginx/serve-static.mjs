// Serves dist/public with a real nginx and the shipped deploy/nginx.conf,
// as the static deployment would: `node scripts/nginx/serve-static.mjs`.
// PORT (default 8081) picks the port; PREVIOUS_PUBLIC_DIR, if set, stands
// for the previous release's public folder, whose assets nginx falls back
// to. nginx runs in the foreground with its own prefix and temp folders, and
// is stopped by its PID with this process.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { readBuildRecord, unfinishedBuildMessage } from '../build-record.mjs';
import { replacerFor, runNginx } from './run-nginx.mjs';

const port = Number(process.env.PORT ?? 8081);
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// A failed build leaves dist/public with only some of the pages.
if (!readBuildRecord(dist)) {
  console.error(unfinishedBuildMessage(process.env.DIST_DIR ?? 'dist'));
  process.exit(1);
}

const replaced = replacerFor('deploy/nginx.conf');
let config = readFileSync('deploy/nginx.conf', 'utf8');
config = replaced(config, /^worker_processes .*$/m, `worker_processes ${process.env.NGINX_WORKERS ?? 1};`);
config = replaced(config, /^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
// Loopback only, and IPv4: a test machine may have no IPv6.
config = replaced(config, /^\s*listen \[::\]:80;\n/m, '');
config = replaced(config, /^(\s*)root \/srv\/\S+\/current\/public;$/m, `$1root ${dist}/public;`);
// None by default: a folder that is not there, as before the second deploy.
const previousPublic = path.resolve(process.env.PREVIOUS_PUBLIC_DIR ?? '.tmp/no-previous-release/public');
config = replaced(config, /^(\s*)root \/srv\/\S+\/previous\/public;$/m, `$1root ${previousPublic};`);
runNginx({
  name: `serving ${dist}/public on http://127.0.0.1:${port}/`,
  config,
  // Next to dist/nginx, because the shipped config includes files relative to itself.
  configFile: path.join(dist, 'nginx.local.conf'),
  prefix: path.join(dist, '.nginx-run'),
});
