import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.resolve('.');
const COPIED = ['src', 'private', 'public', 'scripts', 'waku.config.ts', 'package.json', 'tsconfig.json'];

/** A throwaway copy of the project, sharing node_modules, so a build can be broken on purpose. */
export const copyProject = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-validation-'));
  for (const entry of COPIED) await cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
};

// Without the test runner's NODE_ENV=test, which would build in development mode, unlike `npm run build`.
const { NODE_ENV: _testRunnerMode, ...ENV } = process.env;

export const run = (cwd: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(process.execPath, args, { cwd, env: { ...ENV, ...env }, maxBuffer: 20 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );

export const WAKU = path.join(ROOT, 'node_modules/waku/cli.js');
// Beside the browser tests' ports, so two checkouts testing side by side never collide; one for the
// built server and one for the development server, as their test files run at the same time.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4180);
const SERVER_PORT = String(PORT_BASE + 19);
export const DEV_PORT = String(PORT_BASE + 20);

/** Starts a server script (the Node server by default) and collects what it prints until it exits or 10 s pass. */
export const start = (cwd: string, env: Record<string, string>, script = 'scripts/serve.mjs') =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { ...ENV, PORT: SERVER_PORT, HOST: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 10_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

/** Starts the Node server and waits until it serves; `stop` ends it by its PID and gives all it printed. */
export const startServing = (cwd: string, env: Record<string, string>) =>
  new Promise<{ url: string; stop: () => Promise<string> }>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd,
      env: { ...ENV, PORT: SERVER_PORT, HOST: '127.0.0.1', ...env },
    });
    let output = '';
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const stop = async () => {
      child.kill('SIGTERM');
      await exited;
      return output;
    };
    const timer = setTimeout(() => void stop().then((text) => reject(new Error(`the server did not start:\n${text}`))), 10_000);
    const collect = (chunk: Buffer) => {
      output += chunk;
      const url = /Serving on (http:\S+)/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, stop });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server stopped:\n${output}`));
    });
  });

/** Rewrites `file` while `use` runs, then puts back what was there (or removes it if it was new), even if `use` throws. */
export const withFileChanged = async <T>(file: string, change: (text: string) => string, use: () => Promise<T>) => {
  const original = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  await writeFile(file, change(original ?? ''));
  try {
    return await use();
  } finally {
    await (original === undefined ? rm(file) : writeFile(file, original));
  }
};

/** The landing FAQ mistake both the build and the dev server must report: a question without its question mark. */
export const dropFirstQuestionMark = (yaml: string) => yaml.replace(/(question: [^\n]*)\?\n/, '$1\n');

/** Builds the copy in `dir` with one file changed; the file is restored so later tests build the real site. */
export const buildWith = (dir: string, file: string, change: (text: string) => string) =>
  withFileChanged(path.join(dir, file), change, () => run(dir, [WAKU, 'build']));
