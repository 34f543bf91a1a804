import { get } from './raw-http';

const TRAVERSALS = [
  '/../package.json',
  '/../../etc/passwd',
  '/./private/company.yaml',
  '/%2e%2e/package.json',
  '/%2E%2E%2Fpackage.json',
  '/..%2fpackage.json',
  '/..%5cpackage.json',
  '/%252e%252e%252fpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/.%00./package.json',
  '/about%00',
  '/about%00.html',
  '/about/..%2f..%2f..%2fetc/passwd',
  '/RSC/R/..%2f..%2fpackage.json',
  '/RSC/R/%2e%2e/%2e%2e/package.json',
  '/RSC/R/../../package.json',
  '/RSC/R/..\\..\\package.json',
  '/assets/..%2f..%2fserver%2findex.js',
  '/assets/../../server/index.js',
  '/api/icons/..%2f..%2fpackage.json?icons=x',
  '/api/icons/lucide.json?icons=../../etc/passwd',
  '/api/preview/page?path=/../../package.json',
  '/api/preview/page?path=%2F..%2F..%2Fpackage.json',
  '/_app/builds/meta/..%2f..%2f..%2fpackage.json.json',
  '/private/company.yaml',
  '/src/config/app.config.ts',
  '/dist/serve-node.js',
  '/server/index.js',
  '/node_modules/react/package.json',
  '/.git/HEAD',
  '/.env',
  '/nginx/route-rules.conf',
  '/index.html/..',
  '//etc/passwd',
  '/\\etc\\passwd',
];

const ODD_QUERIES = [
  '?%',
  '?a=%ZZ',
  '?preview',
  '?preview=',
  `?preview=${'x'.repeat(3000)}`,
  '?a=1&a=2&a[]=3',
  '?%00=%00',
  `?${'a=b&'.repeat(400)}`,
];

const ODD_PATHS = [
  '/' + 'a'.repeat(300),
  '/' + 'a/'.repeat(200),
  '/' + 'x'.repeat(10_000),
  '/About',
  '/über',
  '/%ff%fe',
  '/a b',
  '/a%20b',
  '/RSC/',
  '/RSC/R/',
  '/RSC/R/.txt',
  '/RSC/R/_root',
  '/RSC/X/whatever.txt',
  '/RSC/F/fn.txt',
  '/api/',
  '/api/preview/',
  '/api/preview/nope',
  '/api/icons/',
  '/assets/',
  '/_app/',
];

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];

/** Traversal to a few targets, at several depths, in the encodings scanners try. */
const traversalVariants = () => {
  const steps = ['../', '..%2f', '%2e%2e/', '%2e%2e%2f', '..%5c', '%252e%252e%252f'];
  const targets = ['package.json', 'etc/passwd', 'private/company.yaml'];
  return [1, 2, 3, 4].flatMap((depth) =>
    steps.flatMap((step) => targets.map((target) => `/services/${step.repeat(depth)}${target}`)),
  );
};

/**
 * Odd requests that carry a wrong preview token act from an address of their
 * own (the test server trusts X-Forwarded-For), so the lockout they earn never
 * blocks a test that presents the right token from the loopback address.
 */
const ODD_CLIENT = { 'x-forwarded-for': '10.250.0.1' };

/** A few hundred requests a crawler, a scanner or a confused proxy might send. */
export const oddRequests = (): { label: string; raw: string }[] => {
  const requests: { label: string; raw: string }[] = [];
  for (const path of traversalVariants()) requests.push({ label: `GET ${path}`, raw: get(path) });
  for (const path of [...TRAVERSALS, ...ODD_PATHS]) requests.push({ label: `GET ${path.slice(0, 60)}`, raw: get(path) });
  for (const query of ODD_QUERIES) {
    for (const path of ['/', '/about', '/RSC/R/about.txt', '/api/icons/lucide.json', '/api/preview/status']) {
      requests.push({ label: `GET ${path}${query.slice(0, 30)}`, raw: get(`${path}${query}`, ODD_CLIENT) });
    }
  }
  for (const method of METHODS) {
    for (const path of ['/', '/about', '/assets/x.js', '/api/preview/page?path=/about', '/RSC/R/about.txt']) {
      requests.push({
        label: `${method} ${path}`,
        raw: get(path, { 'content-length': '5' }, method).replace(/\r\n\r\n$/, '\r\n\r\nhello'),
      });
    }
  }
  const headerCases: Record<string, Record<string, string>> = {
    'huge header': { 'x-filler': 'y'.repeat(20_000) },
    'many headers': Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h${i}`, 'v'.repeat(100)])),
    'bad cookie': { cookie: 'previewToken=%%%; preview-active=1' },
    'forged preview marker': { 'x-site-preview': 'anything', 'x-csp-nonce': 'abc' },
    'bad accept-encoding': { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=9' },
    'bad range': { range: 'bytes=999999-1' },
    'bad if-none-match': { 'if-none-match': '"' + 'z'.repeat(5000) },
    'bad if-match': { 'if-match': '"' + 'z'.repeat(5000) },
    'bad authorization': { authorization: 'Bearer ' + 'x'.repeat(4000) },
    'odd origin': { origin: 'null' },
  };
  for (const [label, headers] of Object.entries(headerCases)) {
    for (const path of ['/', '/about', '/api/preview/status'])
      requests.push({ label: `${label} ${path}`, raw: get(path, { ...ODD_CLIENT, ...headers }) });
  }
  requests.push({ label: 'bad request line', raw: 'GARBAGE\r\n\r\n' });
  requests.push({ label: 'HTTP/0.9 style', raw: 'GET /\r\n\r\n' });
  requests.push({ label: 'no host', raw: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n' });
  requests.push({
    label: 'absolute-form',
    raw: 'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  });
  requests.push({ label: 'bad host', raw: 'GET / HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n' });
  for (const path of ['/about', '/about/', '/no-such-page'])
    requests.push({ label: `HTTP/1.0 without host ${path}`, raw: `GET ${path} HTTP/1.0\r\n\r\n` });
  requests.push({
    label: 'HTTP/2.0 in a request line',
    raw: 'GET /about HTTP/2.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
  });
  requests.push({ label: 'CONNECT', raw: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n' });
  requests.push({ label: 'unknown expectation', raw: get('/about', { expect: 'something-else' }) });
  requests.push({ label: 'unknown transfer coding', raw: get('/about', { 'transfer-encoding': 'gzip' }) });
  const body = 'x'.repeat(5000);
  requests.push({ label: 'GET with a 5 KB body', raw: `${get('/about', { 'content-length': String(body.length) })}${body}` });
  return requests;
};

/** Strings that would only appear if a private file leaked. */
const LEAK_MARKERS = [
  '"dependencies"',
  'managingDirectors:',
  'appConfigInput',
  'root:x:0:0',
  'INTERNAL_runFetch',
  'ref: refs/',
  'location = /team',
];

/**
 * Sends every odd request through `send` and lists what went wrong: a 5xx or
 * no answer, a private file's contents, a stack trace or a file path.
 */
export const oddRequestFailures = async (send: (raw: string) => Promise<{ status: number; text: string }>) => {
  const failures: string[] = [];
  for (const { label, raw } of oddRequests()) {
    const { status, text } = await send(raw);
    // nginx answers an HTTP/0.9 request without a status line; any other silence is a failure.
    if (status >= 500 || !text) failures.push(`${label}: ${status || 'no answer'}`);
    // Every answer with a status line is the site's, with its headers, not a bare one of the server software's.
    const head = text.split('\r\n\r\n')[0]!;
    if (status && !/\r\nx-content-type-options: nosniff\r\n/i.test(`${head}\r\n`))
      failures.push(`${label}: ${status} without the site's headers`);
    // A refusal a visitor may read (a redirect's body is followed, not shown).
    if (status >= 400 && /<center>nginx/.test(text)) failures.push(`${label}: ${status} as nginx's own page`);
    const leak = LEAK_MARKERS.find((marker) => text.includes(marker));
    if (leak) failures.push(`${label}: leaks ${leak}`);
    if (/at \w+ \(|node:internal|\/work\/|\/srv\//.test(text)) failures.push(`${label}: stack trace or file path`);
  }
  return failures;
};
