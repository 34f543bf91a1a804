// Size and speed figures for the built site: `npm run bench`.
// Parts: weight, lighthouse, interaction, server, build; pick some with --only=weight,server.
// --runs=N sets the runs per page and preset of Lighthouse, and of the interactions (default 3).
// Expects `npm run build` to have run; builds first if dist/ is missing or --build is given.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readBuildRecord } from '../build-record.mjs';

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const { measureBuilds, timeBuild } = await import('./build-time.mjs');
const { measureFrameworkReference } = await import('./framework-reference.mjs');
const { landingBudgetProblems } = await import('./js-budgets.mjs');
const { measureInteractions } = await import('./interactions.mjs');
const { splitJs } = await import('./js-split.mjs');
const { runLighthouse } = await import('./lighthouse.mjs');
const { measurePageWeights } = await import('./page-weight.mjs');
const { missingTools } = await import('./preflight.mjs');
const report = await import('./report.mjs');
const { measureThroughput } = await import('./server-throughput.mjs');
const { startNginx, startNodeServer, withServer } = await import('./servers.mjs');

const PARTS = ['weight', 'lighthouse', 'interaction', 'server', 'build'];
const OUT = '.tmp/bench/results.json';
const NGINX_WORKERS = 2;

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only =
  option('only')
    ?.split(',')
    .map((p) => p.trim()) ?? PARTS;
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`);
  process.exit(2);
}
const missing = missingTools(only);
if (missing) {
  console.error(missing);
  process.exit(2);
}
const runs = Number(option('runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1.');
  process.exit(2);
}

const git = (...args) => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

// Share of CPU busy over one second while the bench itself idles: other work on the machine skews timings.
const busyPercent = async () => {
  const sample = () => {
    try {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
      return { idle: fields[3] + fields[4], total: fields.reduce((a, b) => a + b, 0) };
    } catch {
      return null;
    }
  };
  const a = sample();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const b = sample();
  return a && b && b.total > a.total ? Math.round(100 * (1 - (b.idle - a.idle) / (b.total - a.total))) : null;
};

// Source files changed after the last build: dist/ then describes older code.
const newerThanBuild = () => {
  const builtAt = statSync('dist/serve-node.js').mtimeMs;
  const roots = ['src', 'private', 'public', 'waku.config.ts', 'package.json'];
  return roots.flatMap((root) => {
    if (!existsSync(root)) return [];
    const files = statSync(root).isDirectory()
      ? readdirSync(root, { recursive: true }).map((f) => path.join(root, String(f)))
      : [root];
    return files.filter((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() && stat.mtimeMs > builtAt;
    });
  });
};

const results = {
  startedAt: new Date().toISOString(),
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommittedChanges: (git('status', '--porcelain') ?? '').split('\n').filter(Boolean).length,
  machine: {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    memoryGB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  parts: only,
  busyBeforePercent: {},
};
const save = () => {
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, JSON.stringify(results, null, 2) + '\n');
};
const failures = [];
const started = Date.now();
const step = async (name, fn) => {
  console.log(`\n== ${name}`);
  const busy = await busyPercent();
  results.busyBeforePercent[name] = busy;
  if (busy !== null && busy > 25) console.log(`  warning: the machine is ${busy}% busy before this part; timings may be low`);
  const t0 = Date.now();
  try {
    await fn();
    console.log(`== ${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } catch (error) {
    failures.push(name);
    results[`${name}Error`] = String(error?.stack ?? error);
    console.error(`== ${name} FAILED: ${error?.message ?? error}`);
  }
  save();
};

console.log(
  `bench: ${only.join(', ')} (commit ${results.commit}${results.uncommittedChanges ? `, ${results.uncommittedChanges} uncommitted changes` : ''}, ${results.machine.cpus} CPUs)`,
);

const buildFirst = process.argv.includes('--build') || !readBuildRecord();
if (buildFirst) {
  await step('initial build', async () => {
    console.log(`  ${readBuildRecord() ? '--build given' : 'no finished build in dist/'}, running npm run build`);
    results.initialBuild = await timeBuild(process.cwd(), 'initial');
  });
  if (failures.length > 0) process.exit(1);
}
const stale = only.some((part) => part !== 'build') ? newerThanBuild() : [];
results.sourceFilesNewerThanDist = stale.length;
if (stale.length > 0)
  console.log(
    `warning: ${stale.length} source files changed after dist/ was built (e.g. ${stale[0]}); weight, lighthouse, interaction and server describe the older build. Run npm run build or pass --build.`,
  );

if (only.includes('weight') || only.includes('lighthouse') || only.includes('interaction')) {
  await step('node server', () =>
    withServer(startNodeServer, async (server) => {
      if (only.includes('weight')) {
        await step('weight', async () => {
          const pages = await measurePageWeights(server.url);
          const split = await splitJs(pages);
          const reference = await measureFrameworkReference();
          results.weight = { server: 'Node server', pages, split, reference };
          // Reported in full below; an overspent budget fails the bench like a failed step.
          const overBudget = landingBudgetProblems(pages.landing);
          if (overBudget.length > 0) throw new Error(`over budget: ${overBudget.join('; ')}`);
        });
      }
      if (only.includes('lighthouse')) {
        await step('lighthouse', async () => {
          results.lighthouse = { server: 'Node server', runs, presets: await runLighthouse(server.url, { runs }) };
        });
      }
      if (only.includes('interaction')) {
        await step('interaction', async () => {
          results.interaction = { server: 'Node server', ...(await measureInteractions(server.url, { runs })) };
        });
      }
    }),
  );
}

if (only.includes('server')) {
  await step('server', async () => {
    results.server = {};
    results.server.node = await withServer(startNodeServer, measureThroughput);
    results.server.nginx = { workers: NGINX_WORKERS, ...(await withServer(() => startNginx(NGINX_WORKERS), measureThroughput)) };
  });
}

if (only.includes('build')) {
  await step('build', async () => {
    results.build = await measureBuilds({ generated: 1000 });
  });
}

results.totalS = (Date.now() - started) / 1000;
save();

const sections = [];
if (results.initialBuild)
  sections.push(report.buildReport([results.initialBuild], 'INITIAL BUILD (`npm run build` in the repo)'));
if (results.weight) sections.push(report.weightReport(results.weight));
if (results.lighthouse) sections.push(report.lighthouseReport(results.lighthouse));
if (results.interaction) sections.push(report.interactionReport(results.interaction));
if (results.server?.node && results.server?.nginx) sections.push(report.throughputReport(results.server));
if (results.build) sections.push(report.buildReport(results.build));
console.log('\n' + sections.join('\n\n'));
if (stale.length > 0)
  console.log(
    `\nWarning: dist/ is older than ${stale.length} source files; weight, lighthouse, interaction and server figures describe the last build.`,
  );
const busyParts = Object.entries(results.busyBeforePercent).filter(([, busy]) => busy > 25);
if (busyParts.length > 0)
  console.log(
    `\nWarning: other load on the machine before ${busyParts.map(([part, busy]) => `${part} (${busy}% CPU)`).join(', ')}; compare those figures with care.`,
  );
console.log(`\nFigures written to ${OUT}; bench took ${(results.totalS / 60).toFixed(1)} min.`);
if (failures.length > 0) {
  console.error(`Failed: ${failures.join(', ')} (details in ${OUT})`);
  process.exit(1);
}
