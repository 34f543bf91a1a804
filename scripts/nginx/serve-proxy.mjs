// Runs the shipped deploy/nginx-proxy.conf in front of a Node server on this
// machine, as the Node deployment would: `node scripts/nginx/serve-proxy.mjs`.
// PORT (default 8443) takes https with a self-signed certificate made for the
// run, HTTP_PORT (default 8088) plain http, which only sends visitors over;
// UPSTREAM_PORT (default 8080) is the Node server's, started on its own with
// TRUST_PROXY=1. Stopped by its PID with this process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { replacerFor, runNginx } from './run-nginx.mjs';

const port = Number(process.env.PORT ?? 8443);
const httpPort = Number(process.env.HTTP_PORT ?? 8088);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8080);
const prefix = path.resolve('.tmp/nginx-proxy', String(port));
mkdirSync(prefix, { recursive: true });

// A certificate for loopback only, valid for two days; browsers and clients must be told to accept it.
const certificate = path.join(prefix, 'certificate.pem');
const key = path.join(prefix, 'key.pem');
execFileSync(
  'openssl',
  [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'],
    ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
    ...['-keyout', key, '-out', certificate],
  ],
  { stdio: 'ignore' },
);

const replaced = replacerFor('deploy/nginx-proxy.conf');
let config = readFileSync('deploy/nginx-proxy.conf', 'utf8');
config = replaced(config, 'worker_processes auto;', 'worker_processes 1;');
config = replaced(config, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
config = replaced(config, 'listen 443 ssl http2;', `listen 127.0.0.1:${port} ssl http2;`);
// Loopback only, and IPv4: a test machine may have no IPv6.
config = replaced(config, /^\s*listen \[::\]:80;\n/m, '');
config = replaced(config, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
config = replaced(config, 'server 127.0.0.1:8080;', `server 127.0.0.1:${upstreamPort};`);
// By directive, not by path: the path names the site's own host, which the README asks to change.
config = replaced(config, /^(\s*ssl_certificate) \S+;$/m, `$1 ${certificate};`);
config = replaced(config, /^(\s*ssl_certificate_key) \S+;$/m, `$1 ${key};`);
// A renewal check's file where certbot would leave one, so a test can ask for it over plain http.
const acmeChallenges = path.join(prefix, 'acme/.well-known/acme-challenge');
mkdirSync(acmeChallenges, { recursive: true });
writeFileSync(path.join(acmeChallenges, 'check-token'), 'check-token.answer');
config = replaced(config, 'root /var/www/letsencrypt;', `root ${path.join(prefix, 'acme')};`);

runNginx({
  name: `on https://127.0.0.1:${port}/ (and http on ${httpPort}) in front of the Node server on ${upstreamPort}`,
  config,
  configFile: path.join(prefix, 'nginx.conf'),
  prefix,
});
