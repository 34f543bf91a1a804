// Lighthouse scores per page and preset, median of several runs, through the
// installed CLI with Debian's chromium (a fresh browser per run).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../browser.mjs';
import { PAGE_TYPES } from './page-weight.mjs';
import { median } from './median.mjs';

// The page types of the weight table; the 404 page is not scored.
const LIGHTHOUSE_PAGES = Object.fromEntries(Object.entries(PAGE_TYPES).filter(([name]) => name !== 'not found'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  cls: 'cumulative-layout-shift',
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
};
const OUT_DIR = '.tmp/bench/lighthouse';

const runOnce = (url, preset, outFile) =>
  new Promise((resolve, reject) => {
    const args = [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${preset} ${url} exited with ${code}:\n${stderr}`));
    });
  });

// Failing audits that count: those a category shows (hidden ones are insights duplicating them).
const findings = (report) => {
  const shown = new Set(
    Object.values(report.categories).flatMap((c) => c.auditRefs.filter((ref) => ref.group !== 'hidden').map((ref) => ref.id)),
  );
  return Object.values(report.audits)
    .filter(
      (a) =>
        shown.has(a.id) &&
        typeof a.score === 'number' &&
        a.score < 0.9 &&
        !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode),
    )
    .map((a) => ({ id: a.id, score: a.score, value: a.displayValue ?? '' }));
};

const summarise = (report) => ({
  scores: Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null])),
  metrics: Object.fromEntries(Object.entries(METRICS).map(([key, id]) => [key, report.audits[id]?.numericValue ?? null])),
  warnings: report.runWarnings ?? [],
  // Lighthouse's own CPU speed estimate; low values mean a busy or slow machine.
  benchmarkIndex: report.environment?.benchmarkIndex ?? null,
  findings: findings(report),
});

export const runLighthouse = async (baseUrl, { runs = 3, presets = ['mobile', 'desktop'] } = {}) => {
  mkdirSync(OUT_DIR, { recursive: true });
  const results = {};
  for (const preset of presets) {
    results[preset] = {};
    const samples = Object.fromEntries(Object.keys(LIGHTHOUSE_PAGES).map((name) => [name, []]));
    // Runs in the outer loop, so a slow moment of the machine does not hit one page's runs only.
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, pagePath] of Object.entries(LIGHTHOUSE_PAGES)) {
        const file = path.join(OUT_DIR, `${preset}-${name}-${run}.json`);
        const started = Date.now();
        // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on a busy machine; such a run is repeated.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await runOnce(baseUrl + pagePath, preset, file);
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            console.log(
              `  lighthouse ${preset} ${name} run ${run}: ${error.message.split('\n').find((l) => /error/i.test(l)) ?? 'failed'}; again`,
            );
          }
        }
        const summary = summarise(JSON.parse(readFileSync(file, 'utf8')));
        samples[name].push({ file, ...summary });
        console.log(
          `  lighthouse ${preset} ${name} run ${run}/${runs}: performance ${Math.round(summary.scores.performance * 100)} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    for (const [name, list] of Object.entries(samples)) {
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((s) => s.scores[c]))]));
      const metrics = Object.fromEntries(Object.keys(METRICS).map((k) => [k, median(list.map((s) => s.metrics[k]))]));
      // Keep the report of the run whose performance score is the median, for reading the details.
      const byPerf = [...list].sort((a, b) => a.scores.performance - b.scores.performance);
      const middle = byPerf[Math.floor(byPerf.length / 2)];
      const kept = path.join(OUT_DIR, `${preset}-${name}.json`);
      renameSync(middle.file, kept);
      for (const s of list) if (s !== middle) rmSync(s.file, { force: true });
      results[preset][name] = {
        path: LIGHTHOUSE_PAGES[name],
        runs: list.length,
        scores,
        metrics,
        perRun: list.map((s) => s.scores.performance),
        benchmarkIndex: median(list.map((s) => s.benchmarkIndex)),
        findings: middle.findings,
        warnings: [...new Set(list.flatMap((s) => s.warnings))],
        report: kept,
      };
    }
  }
  return results;
};
