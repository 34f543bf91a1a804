// The programs each bench part runs, checked before any part starts: a
// missing one would otherwise fail its part minutes into the run.
import { existsSync } from 'node:fs';
import path from 'node:path';

import { CHROMIUM_PATH } from '../browser.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const onPath = (command) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));

const TOOLS = {
  chromium: { present: () => existsSync(CHROMIUM_PATH), what: `chromium (${CHROMIUM_PATH})`, debian: 'chromium' },
  wrk: { present: () => onPath('wrk'), what: 'wrk', debian: 'wrk' },
  nginx: { present: () => onPath('nginx'), what: 'nginx', debian: 'nginx' },
  brotli: { present: () => existsSync(BROTLI_MODULE), what: "nginx's brotli module", debian: 'libnginx-mod-http-brotli-static' },
};

const NEEDS = {
  weight: ['chromium'],
  lighthouse: ['chromium'],
  interaction: ['chromium'],
  server: ['wrk', 'nginx', 'brotli'],
  build: [],
};

/** What the chosen parts need and this machine lacks, as one message, or null. */
export const missingTools = (parts) => {
  const missing = [...new Set(parts.flatMap((part) => NEEDS[part] ?? []))].filter((name) => !TOOLS[name].present());
  if (missing.length === 0) return null;
  const packages = missing.map((name) => TOOLS[name].debian).join(' ');
  const users = (name) => parts.filter((part) => NEEDS[part]?.includes(name)).join(', ');
  const runnable = parts.filter((part) => !NEEDS[part].some((name) => missing.includes(name)));
  return [
    'The bench needs programs this machine does not have:',
    ...missing.map((name) => `  ${TOOLS[name].what}, for ${users(name)}`),
    `Install them with: apt-get install -y ${packages}`,
    ...(runnable.length > 0 ? [`or leave those parts out: npm run bench -- --only=${runnable.join(',')}`] : []),
  ].join('\n');
};
