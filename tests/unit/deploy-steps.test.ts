import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The deploy and go-back commands as the configurations' comments give them,
 * run by bash in a folder standing in for the server: the commands that touch
 * the machine (npm, git, nginx, systemctl, curl, date) are stand-ins that
 * record what they were asked and serve the release they were last told to.
 */

/** The command blocks of a file's comments: runs of lines indented under `#`, without the `#`. */
const commandBlocks = (file: string) =>
  readFileSync(file, 'utf8')
    .split(/\n#\s*\n/)
    .map((chunk) => chunk.split('\n').filter((line) => line.startsWith('#   ')))
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.map((line) => line.slice(4)).join('\n'));

const blockWith = (file: string, marker: string) => {
  const block = commandBlocks(file).find((commands) => commands.includes(marker));
  if (!block) throw new Error(`${file} has no command block with ${marker}`);
  return block;
};

const STAND_INS: Record<string, string> = {
  // `npm run build` writes a build whose id the test chose, under the umask the steps run with.
  npm: `[ "$1" = run ] || exit 0
mkdir -p dist/public/_app/builds dist/nginx
echo "<h1>$BUILD_ID</h1>" > dist/public/index.html
echo "{\\"id\\":\\"$BUILD_ID\\",\\"timestamp\\":1}" > dist/public/_app/builds/latest.json
echo "{\\"id\\": \\"$BUILD_ID\\"}" > dist/build.json
echo "add_header X-Build $BUILD_ID;" > dist/nginx/headers.conf`,
  git: `case "$1" in
  rev-parse) echo abc1234 ;;
  clone) mkdir -p "$5" && cp -a "$4/." "$5"/ ;;
esac`,
  nginx: `echo "nginx $*" >> "$STATE/calls"; [ -f "$4" ]`,
  // What a reload or restart serves: the release the link names at that moment.
  systemctl: `echo "systemctl $*" >> "$STATE/calls"
[ -n "$FROZEN" ] && exit 0
case "$2" in
  nginx) [ -e "$SRV/current" ] && readlink -f "$SRV/current/public" > "$STATE/served" ;;
  example-software) readlink -f "$SRV/app/dist/public" > "$STATE/served" ;;
esac; exit 0`,
  curl: `cat "$(cat "$STATE/served")/_app/builds/latest.json"`,
  date: `n=$(( $(cat "$STATE/clock" 2>/dev/null || echo 0) + 1 )); echo $n > "$STATE/clock"; echo "20261129-00000$n"`,
};

let root: string;
const srv = () => path.join(root, 'srv');
const checkout = () => path.join(root, 'checkout');
const state = () => path.join(root, 'state');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'deploy-steps-'));
  for (const dir of [srv(), state(), path.join(root, 'bin'), path.join(checkout(), 'deploy')])
    mkdirSync(dir, { recursive: true });
  for (const [name, script] of Object.entries(STAND_INS)) {
    writeFileSync(path.join(root, 'bin', name), `#!/bin/bash\n${script}\n`);
    chmodSync(path.join(root, 'bin', name), 0o755);
  }
  writeFileSync(path.join(checkout(), 'deploy', 'nginx.conf'), '# the static configuration\n');
  writeFileSync(path.join(checkout(), 'deploy', 'nginx-proxy.conf'), '# the proxy configuration\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs commands as an operator whose umask keeps files from other users, in the checkout. */
const run = (commands: string, env: Record<string, string> = {}) => {
  const script = commands.replaceAll('/srv/example-software', srv()).replaceAll('<repository>', checkout());
  return spawnSync('bash', ['-c', `umask 027\n${script}`], {
    cwd: checkout(),
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${path.join(root, 'bin')}:${process.env.PATH}`,
      SRV: srv(),
      STATE: state(),
      CHECKOUT: checkout(),
      ...env,
    },
  });
};

const link = (name: string) => readlinkSync(path.join(srv(), name));
const served = () => readFileSync(path.join(state(), 'served'), 'utf8').trim();

/** Files and folders under `dir` that a user other than the owner cannot read (or enter). */
const unreadableByOthers = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .concat(dir)
    .filter((entry) => {
      const { mode } = statSync(entry);
      const needed = statSync(entry).isDirectory() ? 0o005 : 0o004;
      return (mode & needed) !== needed;
    });

describe.each([
  { deployment: 'static', file: 'deploy/nginx.conf', live: 'current', publicDir: 'public' },
  { deployment: 'Node', file: 'deploy/nginx-proxy.conf', live: 'app', publicDir: 'dist/public' },
])('the $deployment deploy steps of $file', ({ file, live, publicDir }) => {
  const deploy = (buildId: string, env: Record<string, string> = {}) =>
    run(blockWith(file, 'npm run build'), { BUILD_ID: buildId, ...env });
  const goBack = () => run(blockWith(file, 'back=$(readlink previous)'));

  it('leave the release readable by the server’s user under a umask that hides files from others, and serve it', () => {
    const first = deploy('build-one');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('"build-one"');
    expect(unreadableByOthers(link(live))).toEqual([]);
    expect(served()).toBe(path.join(link(live), publicDir));
    expect(readFileSync(path.join(state(), 'calls'), 'utf8')).toMatch(/^nginx -t -q -c /m);
  });

  it('keep the release they replace as previous, and the go-back commands swap the two and serve the old one', () => {
    expect(deploy('build-one').status).toBe(0);
    const first = link(live);
    expect(deploy('build-two').status).toBe(0);
    const second = link(live);
    expect(second).not.toBe(first);
    expect(link('previous')).toBe(first);

    const back = goBack();
    expect(back.stderr).toBe('');
    expect(back.status).toBe(0);
    expect(link(live)).toBe(first);
    // The release left keeps answering its assets to pages opened on it.
    expect(link('previous')).toBe(second);
    expect(served()).toBe(path.join(first, publicDir));
  });

  it('fail at their last line when the running site still serves another build', () => {
    expect(deploy('build-one').status).toBe(0);
    // A reload or restart that did not take: the site goes on serving the first build.
    const second = deploy('build-two', { FROZEN: '1' });
    expect(second.status).not.toBe(0);
    expect(second.stdout).not.toContain('build-two');
  });
});
