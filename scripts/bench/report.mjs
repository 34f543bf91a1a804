// Turns the collected figures into plain-text tables.
import { JS_BUDGETS } from './js-budgets.mjs';

const kb = (bytes) => (bytes / 1024).toFixed(1);
const fixed = (value, digits = 0) => (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : '–');
const score = (value) => (typeof value === 'number' ? String(Math.round(value * 100)) : '–');

/** Left-aligns the first `textColumns` columns (or those listed), right-aligns the rest. */
export const table = (header, rows, textColumns = 1) => {
  const left = (i) => (Array.isArray(textColumns) ? textColumns.includes(i) : i < textColumns);
  const all = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (left(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
};

export const weightReport = ({ pages, split, server, reference }) => {
  const rows = Object.entries(pages).map(([name, w]) => [
    name,
    w.path,
    w.status,
    kb(w.html),
    kb(w.js),
    w.jsRequests,
    kb(w.jsRuntime),
    kb(w.jsIslands),
    kb(w.css),
    w.requests,
  ]);
  if (reference)
    rows.push([
      'framework only',
      `bare Waku ${reference.waku}`,
      reference.status,
      kb(reference.html),
      kb(reference.js),
      reference.jsRequests,
      kb(reference.js),
      kb(0),
      kb(reference.css),
      reference.requests,
    ]);
  const out = [
    `PAGE WEIGHT (${server}, Accept-Encoding: gzip, bytes on the wire, KB = 1024 bytes)`,
    table(['page', 'path', 'status', 'HTML KB', 'JS KB', 'JS req', 'runtime KB', 'islands KB', 'CSS KB', 'requests'], rows, 2),
    `JS split: ${split.method}.`,
  ];
  if (reference)
    out.push(
      "framework only: a bare Waku app of the installed versions (a layout with Waku's Link, static pages), built and measured in this run.",
    );
  const { landing, content } = pages;
  if (content) {
    // The bare app is the reference where it was measured; the runtime chunks of our own build otherwise.
    const needed = reference ? reference.js : content.jsRuntime;
    const over = content.js - needed;
    out.push(
      `Budget  content page loads no more JS than the framework runtime needs: ${kb(content.js)} KB vs ${reference ? 'bare Waku app' : 'runtime chunks'} ${kb(needed)} KB -> ` +
        (over <= 0
          ? 'ok'
          : `OVER by ${kb(over)} KB (${content.islandFiles.length} island chunks: ${content.islandFiles.map(([f]) => f.replace('/assets/', '')).join(', ')})`),
    );
  }
  if (landing) {
    out.push(
      `Budget  / adds at most 15 KB gzip of our islands: ${kb(landing.jsIslands)} KB (${landing.jsIslands} of ${JS_BUDGETS.landingIslands} bytes) -> ${landing.jsIslands <= JS_BUDGETS.landingIslands ? 'ok' : 'OVER'}`,
    );
    out.push(
      `Budget  / about 105 KB gzip JS in all: ${kb(landing.js)} KB -> ${landing.js <= JS_BUDGETS.landingTotal ? 'ok' : 'OVER'}`,
    );
  }
  const uncompressed = Object.values(pages).flatMap((w) => w.uncompressed);
  if (uncompressed.length > 0) out.push(`Warning: sent without gzip: ${[...new Set(uncompressed)].join(', ')}`);
  out.push(
    'For scale (not measured here): Nuxt UI landing template ~206 KB gzip JS on / (mobile Lighthouse performance 50); AstroWind ~5 KB (99).',
  );
  return out.join('\n');
};

export const lighthouseReport = ({ presets, server, runs }) => {
  const rows = [];
  const findings = [];
  for (const [preset, pages] of Object.entries(presets)) {
    for (const [name, r] of Object.entries(pages)) {
      rows.push([
        preset,
        name,
        score(r.scores.performance),
        score(r.scores.accessibility),
        score(r.scores['best-practices']),
        score(r.scores.seo),
        fixed(r.metrics.cls, 3),
        fixed(r.metrics.fcpMs),
        fixed(r.metrics.lcpMs),
        fixed(r.metrics.tbtMs),
        r.perRun.map(score).join(' '),
        fixed(r.benchmarkIndex),
      ]);
      if (r.findings.length > 0)
        findings.push(
          `  ${preset} ${name}: ${r.findings.map((f) => `${f.id} (${score(f.score)}${f.value ? `, ${f.value}` : ''})`).join('; ')}`,
        );
      for (const warning of r.warnings) findings.push(`  ${preset} ${name} warning: ${warning}`);
    }
  }
  return [
    `LIGHTHOUSE (${server}, median of ${runs} runs each; scores 0-100, times in ms)`,
    table(['preset', 'page', 'perf', 'a11y', 'best-pr', 'seo', 'CLS', 'FCP', 'LCP', 'TBT', 'perf per run', 'CPU index'], rows, 2),
    findings.length > 0 ? `Audits below 90 in the median run:\n${findings.join('\n')}` : 'No audit below 90 in the median runs.',
    'CPU index: Lighthouse benchmarkIndex (median), lower means a slower or busier machine. Reports of the median runs: .tmp/bench/lighthouse/<preset>-<page>.json',
  ].join('\n');
};

export const interactionReport = ({ server, phone, runs, interactions }) =>
  [
    `INTERACTION (${server}, / at ${phone.viewport.width} px, CPU ${phone.cpuSlowdown}x slower, ${phone.latencyMs} ms RTT, ${phone.downloadKbps} kbit/s down; median of ${runs} fresh visits, in this order)`,
    table(
      ['interaction', 'INP ms', 'INP per run', 'shown after ms', 'shown per run'],
      interactions.map((i) => [i.name, fixed(i.inpMs), i.inpPerRun.join(' '), fixed(i.shownMs), i.shownPerRun.join(' ')]),
    ),
    'INP: the longest event of the tap until the paint after it (Event Timing, 8 ms steps, 0 = under 16 ms); good is at most 200 ms.',
    'shown after: from the tap to the frame that shows its result, including code fetched on demand.',
  ].join('\n');

export const throughputReport = ({ node, nginx }) => {
  const find = (list, run) => list?.find((r) => r.path === run.path && r.accept === run.accept);
  // What each server actually sent: encoding and body size of the check request.
  const sent = (server, run) => {
    const check = find(server?.checks, run);
    return check ? `${check.encoding} ${kb(check.bytes)} KB` : '–';
  };
  const rows = (node ?? nginx).runs.map((run) => {
    const n = find(node?.runs, run);
    const x = find(nginx?.runs, run);
    return [
      run.status === 200 ? run.path : `${run.path} (${run.status})`,
      run.accept,
      sent(node, run),
      fixed(n?.rps),
      fixed(n?.p99Ms, 2),
      sent(nginx, run),
      fixed(x?.rps),
      fixed(x?.p99Ms, 2),
      n && x ? fixed(n.rps / x.rps, 2) : '–',
    ];
  });
  const errors = [node, nginx].flatMap((s) => s?.runs ?? []).filter((r) => r.unexpected > 0 || r.socketErrors);
  return [
    `SERVER THROUGHPUT (wrk -t2 -c32 -d10s --latency on loopback; wrk and the server share the 2 cores; nginx with ${nginx?.workers ?? '?'} workers)`,
    table(
      [
        'path',
        'Accept-Encoding',
        'node sends',
        'node req/s',
        'node p99 ms',
        'nginx sends',
        'nginx req/s',
        'nginx p99 ms',
        'node/nginx',
      ],
      rows,
      [0, 1, 2, 5],
    ),
    'Checked first: every path answers its status, without content-encoding when no Accept-Encoding is sent and compressed with "gzip, br".',
    ...errors.map(
      (r) =>
        `Warning: ${r.path} [${r.accept}]: ${r.unexpected} answers other than ${r.status}, socket errors ${r.socketErrors ?? 'none'}`,
    ),
  ].join('\n');
};

export const buildReport = (builds, title = 'BUILD (`npm run build` in a temporary copy, node_modules linked)') => {
  const rows = builds.map((b) => [
    b.label,
    fixed(b.wallS, 1),
    fixed(b.peakRssMB),
    fixed(b.peakTreeRssMB),
    fixed(b.contentPagesPrerendered),
    b.generatedFiles ?? '–',
    Object.entries(b.phases ?? {})
      .map(([phase, p]) => `${phase} ${p.s.toFixed(1)} s${p.peakTreeRssMB > 0 ? `/${fixed(p.peakTreeRssMB)} MB` : ''}`)
      .join(', '),
  ]);
  const out = [
    title,
    table(
      ['build', 'wall s', 'peak RSS MB', 'tree RSS MB', 'content pages', 'generated', 'phases: time/peak tree RSS'],
      rows,
      [0, 6],
    ),
    'peak RSS: largest single process (GNU time); tree RSS: all build processes together, sampled every 200 ms.',
  ];
  const base = builds.find((b) => b.generatedFiles === 0 && b.label === 'site');
  const big = builds.find((b) => b.generatedFiles > 0);
  if (base && big)
    out.push(
      `Each generated page adds ${fixed(((big.wallS - base.wallS) / big.generatedFiles) * 1000)} ms and ${fixed(((big.peakRssMB - base.peakRssMB) / big.generatedFiles) * 1024)} KB peak RSS.`,
    );
  return out.join('\n');
};
