// Wall time and peak memory of `npm run build`, in throwaway copies of the
// repo: the site as it is, and the site plus generated content pages.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { generatePages } from './generate-pages.mjs';

const GNU_TIME = '/usr/bin/time';
const LOG_DIR = path.resolve('.tmp/bench');
const SKIP = new Set(['node_modules', 'dist', '.git', '.tmp', 'test-results', 'playwright-report']);
const PAGE_SIZE = 4096;
// Log lines that mark the end of a build phase, to see where the time goes.
const PHASE_ENDS = [
  ['vite builds', /\[ssg\] processing static generation/],
  ['prerender content', /content pages prerendered/],
  ['precompress', /files precompressed/],
  ['finish', /files generated in/],
];

const childrenOf = () => {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may contain spaces; fields after the closing paren are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // exited meanwhile
    }
  }
  return parents;
};

// Sum of RSS over the process tree: npm, the build's node and any workers it starts.
const treeRss = (rootPid) => {
  const parents = childrenOf();
  const tree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let bytes = 0;
  for (const pid of tree) {
    try {
      bytes += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
    } catch {
      // exited meanwhile
    }
  }
  return bytes;
};

const builds = new Set();
const copies = new Set();
// An interrupted bench stops its builds and leaves no copies behind.
process.on('exit', () => {
  for (const pid of builds) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of copies) removeCopy(dir);
});

/** Runs `npm run build` in cwd; returns wall time, peak RSS and what the build reported. */
export const timeBuild = async (cwd, label) => {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `build-${label}.log`);
  const timeFile = path.join(LOG_DIR, `build-${label}.time`);
  const useTime = existsSync(GNU_TIME);
  const [command, args] = useTime ? [GNU_TIME, ['-v', '-o', timeFile, 'npm', 'run', 'build']] : ['npm', ['run', 'build']];
  const started = performance.now();
  // Own process group, so an interrupted bench can stop npm and the build it started together.
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  builds.add(child.pid);
  let log = '';
  const seen = new Map();
  const collect = (chunk) => {
    log += chunk;
    const now = performance.now();
    for (const [phase, pattern] of PHASE_ENDS) if (!seen.has(phase) && pattern.test(log)) seen.set(phase, now);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let peakTree = 0;
  const peakByPhase = {};
  const sampler = setInterval(() => {
    const rss = treeRss(child.pid);
    const phase = PHASE_ENDS.find(([name]) => !seen.has(name))?.[0] ?? 'exit';
    peakTree = Math.max(peakTree, rss);
    peakByPhase[phase] = Math.max(peakByPhase[phase] ?? 0, rss);
  }, 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  builds.delete(child.pid);
  clearInterval(sampler);
  const wallS = (performance.now() - started) / 1000;
  writeFileSync(logFile, log);
  if (code !== 0)
    throw new Error(`build "${label}" failed (exit ${code}), log in ${logFile}:\n${log.split('\n').slice(-25).join('\n')}`);

  const phases = {};
  let previous = started;
  for (const [phase] of PHASE_ENDS) {
    if (!seen.has(phase)) continue;
    phases[phase] = { s: (seen.get(phase) - previous) / 1000, peakTreeRssMB: (peakByPhase[phase] ?? 0) / (1 << 20) };
    previous = seen.get(phase);
  }

  const timeText = useTime ? readFileSync(timeFile, 'utf8') : '';
  const maxRssKb = Number(timeText.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1]);
  return {
    label,
    wallS,
    // GNU time reports the largest single process; the sampled figure adds up the whole tree.
    peakRssMB: Number.isFinite(maxRssKb) ? maxRssKb / 1024 : null,
    peakTreeRssMB: peakTree / (1 << 20),
    phases,
    contentPagesPrerendered: Number(log.match(/(\d+) content pages prerendered/)?.[1] ?? NaN),
    log: logFile,
  };
};

const copyRepo = (label) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-build-${label}-`));
  copies.add(dir);
  const root = process.cwd();
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !SKIP.has(path.relative(root, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
};

const removeCopy = (dir) => {
  // The link first, so nothing can ever reach the real node_modules.
  try {
    unlinkSync(path.join(dir, 'node_modules'));
  } catch {
    // not created
  }
  // Retries cover files a just-killed build may still be writing.
  rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  copies.delete(dir);
};

const countFiles = (dir, name) => {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((file) => path.basename(String(file)) === name).length;
};

export const measureBuilds = async ({ generated = 1000 } = {}) => {
  const results = [];
  for (const [label, pages] of [
    ['site', 0],
    [`site+${generated}`, generated],
  ]) {
    const dir = copyRepo(label);
    try {
      const written = pages > 0 ? generatePages(dir, pages) : 0;
      console.log(`  building "${label}" in ${dir}${written ? ` (${written} generated pages)` : ''}...`);
      const result = await timeBuild(dir, label);
      result.generatedFiles = written;
      result.generatedPagesBuilt = countFiles(path.join(dir, 'dist/public/generated'), 'index.html');
      if (result.generatedPagesBuilt !== written)
        throw new Error(`"${label}": ${written} pages generated but ${result.generatedPagesBuilt} built`);
      console.log(`  built "${label}" in ${result.wallS.toFixed(1)} s, peak RSS ${result.peakRssMB?.toFixed(0)} MB`);
      results.push(result);
    } finally {
      removeCopy(dir);
    }
  }
  return results;
};
