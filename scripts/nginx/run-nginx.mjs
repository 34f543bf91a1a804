// Runs nginx in the foreground with a config of ours, its own prefix and
// temp folders, as root or not, and stops it with this process (by PID).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SHIPPED_ACCESS_LOG = 'access_log /var/log/nginx/access.log site;';

/**
 * A replacer for a shipped config read from `file`: each call swaps `from` (a
 * string, or a RegExp without the g flag) for `to`, and throws when the config
 * no longer has it, so a change there cannot leave a test server on the
 * production value (a folder, a port, a certificate) without a word.
 */
export const replacerFor = (file) => (text, from, to) => {
  if (typeof from === 'string' ? !text.includes(from) : !from.test(text)) throw new Error(`${file} no longer has ${from}`);
  return text.replace(from, to);
};

/** Where a run's access log goes: NGINX_ACCESS_LOG=off (the bench) or its prefix's logs folder. */
const accessLogOf = (prefix) => (process.env.NGINX_ACCESS_LOG === 'off' ? 'off' : path.join(prefix, 'logs/access.log'));

/**
 * Writes `config` (a shipped deploy/ config already pointed at local ports
 * and folders) to `configFile` with what running it here needs, and starts it.
 * Its error log goes to stderr instead of the file a server keeps; its access
 * log, in the shipped format, to accessLogOf(prefix); its workers run as the
 * user running the tests (root here: www-data could not read the build).
 */
export const runNginx = ({ name, config, configFile, prefix }) => {
  mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  if (!config.includes(SHIPPED_ACCESS_LOG)) throw new Error(`${name}: the config no longer has "${SHIPPED_ACCESS_LOG}"`);
  const accessLog = accessLogOf(prefix);
  const local = `daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
${config
  .replace(/^user .*;\n/m, '')
  .replace(/^error_log .*;\n/m, '')
  .replace(SHIPPED_ACCESS_LOG, accessLog === 'off' ? 'access_log off;' : `access_log ${accessLog} site;`)
  .replace(
    'http {',
    `http {
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;`,
  )}`;
  writeFileSync(configFile, local);
  const nginx = spawn('nginx', ['-c', configFile, '-p', prefix, '-e', 'stderr'], { stdio: 'inherit' });
  console.log(`nginx (pid ${nginx.pid}) ${name}`);
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  nginx.on('exit', (code) => process.exit(code ?? 0));
};
