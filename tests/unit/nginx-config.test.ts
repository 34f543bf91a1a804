import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { createRouteRuleMatcher } from '../../src/lib/route-rules';
import { cspMapConf, redirectMapConf, routeRulesConf, securityHeadersConf } from '../../src/server/build/nginx-config';
import { pageCspsByFile } from '../../src/server/build/page-csps';
import { NON_PAGE_CSP } from '../../src/server/csp';
import { HSTS_HEADER, securityHeaderRecord } from '../../src/server/security-headers';
import { KEEP_ALIVE_TIMEOUT_MS } from '../../src/server/serve-node';

/** The lines of one `location` block, without indentation. */
const locationBlock = (conf: string, match: string): string[] => {
  const start = conf.indexOf(`location ${match} {\n`);
  if (start < 0) throw new Error(`no location ${match} in:\n${conf}`);
  const end = conf.indexOf('\n}', start);
  return conf
    .slice(start, end)
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
};

/** The text of each `location` block, nested blocks (`if`, `types`) included. */
const locationBlocks = (conf: string): string[] => {
  const blocks: string[] = [];
  for (const start of conf.matchAll(/^\s*location [^{]*\{/gm)) {
    let depth = 0;
    for (let at = start.index + start[0].length - 1; at < conf.length; at++) {
      if (conf[at] === '{') depth++;
      else if (conf[at] === '}' && --depth === 0) {
        blocks.push(conf.slice(start.index, at + 1));
        break;
      }
    }
  }
  return blocks;
};

const PRECONDITION_FAILED_PAGE = 'error_page 412 /_errors/precondition-failed;';

/**
 * What nginx makes of `redirect-map.conf` for one `$canonical_page_location`:
 * the first regular expression that matches, its `$1` filled in.
 */
const applyRedirectMap = (conf: string, canonicalLocation: string): string => {
  const unquote = (text: string) => text.slice(1, -1).replace(/\\(["\\])/g, '$1');
  for (const line of conf.split('\n')) {
    const entry = /^ {2}("~(?:[^"\\]|\\.)*") (.+);$/.exec(line);
    if (!entry) continue;
    const match = new RegExp(unquote(entry[1]!).slice(1)).exec(canonicalLocation);
    if (!match) continue;
    if (entry[2] === '$canonical_page_location') return canonicalLocation;
    return unquote(entry[2]!)
      .replace('$1', match[1] ?? '')
      .replaceAll('${literal_dollar}', '$');
  }
  expect(conf).toContain('  default $canonical_page_location;');
  return canonicalLocation;
};

describe('nginx config', () => {
  it('sends HSTS only over https, with the Node server value', () => {
    expect(securityHeadersConf()).toContain('add_header Strict-Transport-Security $hsts_header always;');
    const http = cspMapConf(new Map(), "default-src 'none'");
    expect(http).toContain(`map $https $hsts_header {\n  on "${HSTS_HEADER}";\n  default "";\n}`);
  });

  it('keys page policies by the .html file nginx serves', () => {
    const pages = new Map([
      ['/about/index.html', 'about-policy'],
      ['/404.html', 'not-found-policy'],
    ]);
    const lines = cspMapConf(pages, 'fallback').split('\n');
    expect(lines).toEqual(expect.arrayContaining(['  "/about/index.html" "about-policy";', '  "/404.html" "not-found-policy";']));
    expect(lines).toContain('  default "fallback";');
  });

  it('makes route-rule redirects relative, with the query and the site headers', () => {
    const conf = routeRulesConf(
      createRouteRuleMatcher({
        '/team': { redirect: { to: '/about', status: 301 } },
        '/faq': { redirect: { to: '/help?topic=faq', status: 302 } },
        '/jobs': { redirect: { to: '/careers#open', status: 308 } },
        '/shop': { redirect: { to: 'https://shop.example.org/', status: 307 } },
      }),
    );
    expect(locationBlock(conf, '= /team')).toEqual([
      'include nginx/security-headers.conf;',
      'add_header Cache-Control $cache_control_revalidate always;',
      'return 301 "/about$is_args$args";',
    ]);
    expect(locationBlock(conf, '= /RSC/R/team.txt')).toContain('return 301 "/RSC/R/about.txt$is_args$args";');
    // A target with its own query keeps it; a fragment stays last.
    expect(locationBlock(conf, '= /faq')).toContain('return 302 "/help?topic=faq";');
    expect(locationBlock(conf, '= /jobs')).toContain('return 308 "/careers$is_args$args#open";');
    expect(locationBlock(conf, '= /shop')).toContain('return 307 "https://shop.example.org/";');
  });

  it('sends a non-canonical address of a permanently redirected page straight to its target', () => {
    const conf = redirectMapConf(
      createRouteRuleMatcher({
        '/team': { redirect: { to: '/about', status: 301 } },
        '/old.page': { redirect: { to: '/new', status: 308 } },
        '/faq': { redirect: { to: '/help?topic=faq', status: 301 } },
        '/jobs': { redirect: { to: '/careers#open', status: 308 } },
        '/shop': { redirect: { to: 'https://shop.example.org/$5', status: 301 } },
        '/sale': { redirect: { to: '/offers', status: 302 } },
        '/docs/**': { redirect: { to: '/handbook', status: 301 } },
        '/docs/keep': { redirect: { to: '/docs/kept', status: 307 } },
        '/careers': { headers: { 'X-Hiring': 'yes' } },
      }),
    );
    const cases: [canonical: string, location: string][] = [
      ['/team', '/about'],
      ['/team?utm=1', '/about?utm=1'],
      ['/teams', '/teams'],
      ['/team/x', '/team/x'],
      // A dot in a path is no wildcard.
      ['/old.page', '/new'],
      ['/oldxpage', '/oldxpage'],
      ['/faq?x=1', '/help?topic=faq'],
      ['/jobs?x=1', '/careers?x=1#open'],
      ['/shop', 'https://shop.example.org/$5'],
      // A temporary redirect is not taken from an address that is permanently another one.
      ['/sale', '/sale'],
      ['/docs', '/handbook'],
      ['/docs/intro?v=2', '/handbook?v=2'],
      ['/docs/keep', '/docs/keep'],
      ['/docsx', '/docsx'],
      ['/careers', '/careers'],
    ];
    for (const [canonical, location] of cases) expect(applyRedirectMap(conf, canonical), canonical).toBe(location);
  });

  it('gives a rule’s headers to the page and its RSC payload, prefix rules merged in', () => {
    const conf = routeRulesConf(
      createRouteRuleMatcher({
        '/careers': { headers: { 'X-Hiring': 'yes' } },
        '/docs/**': { headers: { 'X-Section': 'docs' }, middleware: ['no-store'] },
        '/docs/intro': { headers: { 'X-Page': 'intro' } },
      }),
    );
    expect(locationBlock(conf, '= /careers')).toContain('add_header X-Hiring "yes" always;');
    const payload = locationBlock(conf, '= /RSC/R/careers.txt');
    expect(payload).toContain('add_header X-Hiring "yes" always;');
    expect(payload).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(payload).toContain('error_page 404 = @missing_payload;');

    const intro = locationBlock(conf, '= /docs/intro');
    expect(intro).toEqual(expect.arrayContaining(['add_header X-Section "docs" always;', 'add_header X-Page "intro" always;']));
    expect(intro).toContain('add_header Cache-Control "no-store" always;');
    expect(intro).not.toContain('add_header Cache-Control $cache_control_revalidate always;');
    for (const match of ['= /docs', '^~ /docs/', '= /RSC/R/docs.txt', '^~ /RSC/R/docs/'])
      expect(locationBlock(conf, match)).toContain('add_header X-Section "docs" always;');
  });

  it('keeps every answer to a preview link out of caches, with or without a token', () => {
    const http = cspMapConf(new Map(), 'x');
    const pattern = /map \$request_uri \$preview_link \{\n {2}default 0;\n {2}"~(.+)" 1;\n\}/.exec(http)![1]!;
    const isPreviewLink = (requestUri: string) => new RegExp(pattern).test(requestUri);
    for (const uri of [
      '/about?preview=abc',
      '/?utm=1&preview',
      '/RSC/R/about.txt?preview=',
      '/about?a=1&preview=x&b=2',
      // Its letters percent-encoded: URLSearchParams, and so the Node server, reads the same name.
      '/about?%70review=abc',
      '/about?pre%76iew',
      '/about?%70%72%65%76%69%65%77=abc',
    ])
      expect(isPreviewLink(uri), uri).toBe(true);
    for (const uri of [
      '/about',
      '/preview',
      '/about?previewed=1',
      '/about?nopreview=1',
      '/about?a=preview',
      '/about?%50review=abc',
      // One parameter named `x?preview`, as URLSearchParams reads it.
      '/about?x?preview=1',
    ])
      expect(isPreviewLink(uri), uri).toBe(false);
    // A request line of 8 KB (nginx's limit) costs microseconds, whatever it repeats.
    const started = performance.now();
    for (const unit of ['?', '&', '?a&', '&?', 'p&', '?p']) isPreviewLink(`/?${unit.repeat(8000 / unit.length)}x`);
    expect(performance.now() - started).toBeLessThan(50);
    expect(http).toContain(
      'map $preview_link $cache_control_revalidate {\n  1 "no-store";\n  default "public, max-age=0, must-revalidate";\n}',
    );
    expect(http).toContain('map $preview_link $cache_control_none {\n  1 "no-store";\n  default "";\n}');
    // Every Cache-Control of the shipped config is no-store already or one of these variables.
    const shipped = readFileSync('deploy/nginx.conf', 'utf8');
    const values = [...shipped.matchAll(/^\s*add_header Cache-Control (.+) always;$/gm)].map(([, value]) => value!);
    expect(values.length).toBeGreaterThan(5);
    for (const value of values.filter((value) => value !== '"no-store"'))
      expect(http, value).toContain(`map $preview_link ${value} {`);
  });

  it('answers a failed If-Match with the plain 412 in locations with error pages of their own', () => {
    const shipped = readFileSync('deploy/nginx.conf', 'utf8');
    expect(shipped).toContain(`    ${PRECONDITION_FAILED_PAGE}`);
    const generated = routeRulesConf(createRouteRuleMatcher({ '/careers': { headers: { 'X-Hiring': 'yes' } } }));
    const withOwnErrorPages = [...locationBlocks(shipped), ...locationBlocks(generated)].filter((block) =>
      block.includes('error_page '),
    );
    expect(withOwnErrorPages.length).toBeGreaterThan(1);
    // nginx takes a location's error_page lines instead of the server's, not in addition to them.
    for (const block of withOwnErrorPages) expect(block, block).toContain(PRECONDITION_FAILED_PAGE);
  });

  it('writes values nginx would otherwise read as variables or quotes literally', () => {
    const conf = routeRulesConf(createRouteRuleMatcher({ '/price': { headers: { 'X-Note': 'costs $5, "net"' } } }));
    expect(conf).toContain('add_header X-Note "costs ${literal_dollar}5, \\"net\\"" always;');
    expect(cspMapConf(new Map(), 'x')).toContain('geo $literal_dollar {\n  default "$";\n}');
  });
});

describe('canonical addresses in the static deployment', () => {
  /** `$canonical_page_location` as nginx computes it: the value of the first expression that matches. */
  const shipped = readFileSync('deploy/nginx.conf', 'utf8');
  const map = /map \$request_uri \$canonical_page_location \{\n([\s\S]*?)\n\s*\}/.exec(shipped)![1]!;
  const entries = [...map.matchAll(/^\s*"~(.+)" "(.*)";$/gm)].map(
    ([, pattern, value]) => [new RegExp(pattern!), value!] as const,
  );
  const canonicalLocation = (requestUri: string): string => {
    for (const [pattern, value] of entries) {
      const match = pattern.exec(requestUri);
      if (match) return value.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
    }
    return '';
  };

  it('redirects as the Node server does', () => {
    expect(canonicalLocation('/about/')).toBe('/about');
    expect(canonicalLocation('/about/index.html?x=1')).toBe('/about?x=1');
    expect(canonicalLocation('/index.html')).toBe('/');
    expect(canonicalLocation('/about//')).toBe('/about');
    for (const uri of ['/about', '//about', '/a//b', '/a///b?c', '/assets/x/', '/.git/'])
      expect(canonicalLocation(uri), uri).toBe('');
  });

  it('reads a long run of slashes once, not again from each slash', () => {
    // The old expression took about 2 ms for some of these lines, 200 ms for this loop.
    const run = '/'.repeat(2040);
    const started = performance.now();
    for (const uri of [`/a${run}`, `/a${run}x`, `/${run}`, `/a${run}?q`, `/a/${'b/'.repeat(1000)}`])
      for (let round = 0; round < 20; round++) canonicalLocation(uri);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('the TLS proxy (deploy/nginx-proxy.conf)', () => {
  it("gives its own error answers the Node server's headers for answers that are no page, HSTS included", () => {
    const conf = readFileSync('deploy/nginx-proxy.conf', 'utf8');
    const start = conf.indexOf('location ^~ /_errors/ {');
    expect(start).toBeGreaterThan(0);
    const headers = Object.fromEntries(
      [...conf.slice(start, conf.indexOf('location = ', start)).matchAll(/^\s*add_header ([\w-]+) "([^"]*)" always;$/gm)].map(
        ([, name, value]) => [name!, value!],
      ),
    );
    expect(headers).toEqual({
      ...securityHeaderRecord(true),
      'Content-Security-Policy': NON_PAGE_CSP,
      'Cache-Control': 'no-store',
    });
  });
});

describe('the TLS proxy and the Node server behind it', () => {
  it('let an idle connection go on the proxy side first, so no request is sent down one the server is closing', () => {
    const upstream = /upstream node_site \{[^}]*\}/.exec(readFileSync('deploy/nginx-proxy.conf', 'utf8'))![0];
    const seconds = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(upstream)?.[1]);
    expect(seconds * 1000).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});

describe('the shipped configs', () => {
  it("run nginx's workers as Debian's www-data, so reopened logs are not given to nobody", () => {
    for (const file of ['deploy/nginx.conf', 'deploy/nginx-proxy.conf'])
      expect(readFileSync(file, 'utf8'), file).toMatch(/^user www-data;$/m);
  });
});

describe('access logs of the shipped configs', () => {
  /** The lines from the log comment to `access_log`, as one text. */
  const logSetup = (file: string) => {
    const conf = readFileSync(file, 'utf8');
    const start = conf.indexOf('  # The access log');
    const end = conf.indexOf('access_log /var/log/nginx/access.log site;', start);
    if (start < 0 || end < 0) throw new Error(`no access log setup in ${file}`);
    return conf.slice(start, end);
  };

  it('is the same in the static and the proxy config, and never logs a query string', () => {
    const setup = logSetup('deploy/nginx.conf');
    expect(logSetup('deploy/nginx-proxy.conf')).toBe(setup);
    const format = /log_format site ([^;]+);/.exec(setup)![1]!;
    for (const raw of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$http_referer', '$uri'])
      expect(format).not.toContain(raw);
  });
});

describe('page policies of a build', () => {
  it('lets each .html file run exactly its own inline scripts', async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), 'page-csps-'));
    try {
      await mkdir(path.join(publicDir, 'about'));
      await writeFile(path.join(publicDir, 'index.html'), '<script>window.home = 1</script>');
      await writeFile(path.join(publicDir, 'about', 'index.html'), '<script>window.about = 1</script>');
      await writeFile(path.join(publicDir, 'site.css'), 'body{}');
      const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

      const csps = await pageCspsByFile(publicDir, []);

      expect([...csps.keys()].sort()).toEqual(['/about/index.html', '/index.html']);
      expect(csps.get('/index.html')).toContain(sha('window.home = 1'));
      expect(csps.get('/index.html')).not.toContain(sha('window.about = 1'));
      expect(csps.get('/about/index.html')).toContain(sha('window.about = 1'));
    } finally {
      await rm(publicDir, { recursive: true });
    }
  });
});
