// Serves dist/public with a real nginx and the shipped deploy/nginx.conf,
// as the static deployment would: `node scripts/nginx/serve-static.mjs`.
// PORT (default 8081) picks the port. nginx runs in the foreground with its
// own prefix and temp folders, and is stopped by its PID with this process.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { readBuildRecord, unfinishedBuildMessage } from '../build-record.mjs';

const port = Number(process.env.PORT ?? 8081);
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// A failed build leaves dist/public with only some of the pages.
if (!readBuildRecord(dist)) {
  console.error(unfinishedBuildMessage(process.env.DIST_DIR ?? 'dist'));
  process.exit(1);
}
const prefix = path.join(dist, '.nginx-run');
mkdirSync(path.join(prefix, 'logs'), { recursive: true });

const shipped = readFileSync('deploy/nginx.conf', 'utf8');
const config = `daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
${shipped
  .replace(/^worker_processes .*$/m, `worker_processes ${process.env.NGINX_WORKERS ?? 1};`)
  .replace('listen 80;', `listen 127.0.0.1:${port};`)
  .replace('root /srv/example-software/public;', `root ${dist}/public;`)
  .replace(
    'http {',
    `http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;`,
  )}`;
// Next to dist/nginx, because the shipped config includes files relative to itself.
const configFile = path.join(dist, 'nginx.local.conf');
writeFileSync(configFile, config);

const nginx = spawn('nginx', ['-c', configFile, '-p', prefix, '-e', 'stderr'], { stdio: 'inherit' });
console.log(`nginx (pid ${nginx.pid}) serving ${dist}/public on http://127.0.0.1:${port}/`);
const stop = () => {
  nginx.kill('SIGQUIT');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => process.exit(code ?? 0));
