// What the framework alone makes the browser load: a bare Waku app of the
// installed versions (a layout with Waku's Link and two static pages), built
// in a temporary folder and measured like the site, in the same run. It is
// the reference for the budget "a content page loads no more JS than the
// framework runtime needs".
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { measurePageWeights } from './page-weight.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-waku', private: true, type: 'module' }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler' } }),
  'src/pages/_layout.tsx': `import type { ReactNode } from 'react';
import { Link } from 'waku';

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav>
      <main>{children}</main>
    </>
  );
}
export const getConfig = async () => ({ render: 'static' }) as const;
`,
  'src/pages/index.tsx': `export default function Home() { return <h1>Home</h1>; }
export const getConfig = async () => ({ render: 'static' }) as const;
`,
  'src/pages/about.tsx': `export default function About() { return <p>A page with text and links only.</p>; }
export const getConfig = async () => ({ render: 'static' }) as const;
`,
};

const build = (cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/waku/cli.js'), 'build'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bare Waku build failed (${code}):\n${log}`))));
  });

// Gzip at level 9, as the site's precompressed files are, so both are measured alike.
const serveStatic = (root) =>
  new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      const candidates = [pathname, path.join(pathname, 'index.html'), `${pathname}.html`];
      const file = candidates
        .map((candidate) => path.join(root, path.normalize(candidate)))
        .find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      const type = { '.html': 'text/html', '.js': 'text/javascript', '.txt': 'text/plain' }[path.extname(file)];
      const body = readFileSync(file);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'content-type': type ?? 'application/octet-stream',
        ...(gzip && { 'content-encoding': 'gzip' }),
      });
      response.end(gzip ? gzipSync(body, { level: 9 }) : body);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/** Builds and measures the bare app; returns the weight of its page without islands. */
export const measureFrameworkReference = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bare-waku-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    await build(dir);
    const server = await serveStatic(path.join(dir, 'dist/public'));
    try {
      const { port } = server.address();
      const { page } = await measurePageWeights(`http://127.0.0.1:${port}`, { page: '/about' });
      return { ...page, waku: JSON.parse(readFileSync('node_modules/waku/package.json', 'utf8')).version };
    } finally {
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
