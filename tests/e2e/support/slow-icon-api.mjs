// A stand-in for a remote Iconify API that never answers in time, so the
// browser's icon loader must fall back to the site's own endpoint.
// Usage: PORT=4182 node tests/e2e/support/slow-icon-api.mjs
import { createServer } from 'node:http';

const port = Number(process.env.PORT ?? 4182);
const DELAY_MS = 4000;

createServer((req, res) => {
  if (req.url === '/') return res.writeHead(200).end('ok');
  setTimeout(() => {
    res.writeHead(503, { 'access-control-allow-origin': '*' }).end();
  }, DELAY_MS);
}).listen(port, '127.0.0.1', () => console.log(`slow icon API on http://127.0.0.1:${port}/`));
