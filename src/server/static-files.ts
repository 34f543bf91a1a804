import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { cacheControlFor } from './cache-policy';
import { contentTypeFor } from './mime-types';

type Encoding = 'br' | 'gzip';

type StaticFile = {
  publicPath: string;
  absolutePath: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** Precompressed siblings written at build (`file.br`, `file.gz`). */
  encodings: Partial<Record<Encoding, string>>;
  /** For HTML: the Content-Security-Policy allowing exactly its inline scripts. */
  csp?: string;
};

const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Files kept in memory after their first read; the whole site is a few megabytes. */
const bodies = new Map<string, Promise<Buffer>>();
const readBody = (absolutePath: string) => {
  let body = bodies.get(absolutePath);
  if (!body) {
    body = readFile(absolutePath);
    bodies.set(absolutePath, body);
    body.catch(() => bodies.delete(absolutePath));
  }
  return body;
};

const preferredEncoding = (file: StaticFile, acceptEncoding: string): Encoding | undefined => {
  const accepted = acceptEncoding.toLowerCase();
  if (file.encodings.br && /\bbr\b/.test(accepted)) return 'br';
  if (file.encodings.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
};

/**
 * The build's public files, indexed once at start. Lookups are exact map hits
 * on normalised paths, so no request can name a file outside the folder.
 */
export class StaticFiles {
  private constructor(private readonly files: ReadonlyMap<string, StaticFile>) {}

  static async load(publicDir: string, cspForHtml?: (html: string) => string): Promise<StaticFiles> {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(() => []);
    const names = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
    const files = new Map<string, StaticFile>();
    for (const absolutePath of names) {
      if (absolutePath.endsWith('.br') || absolutePath.endsWith('.gz')) continue;
      const publicPath = '/' + path.relative(publicDir, absolutePath).split(path.sep).join('/');
      const { size, mtimeMs } = await stat(absolutePath);
      const encodings: StaticFile['encodings'] = {};
      for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIX) as [Encoding, string][]) {
        if (names.has(absolutePath + suffix)) encodings[encoding] = absolutePath + suffix;
      }
      const etag = `"${createHash('sha1').update(`${publicPath}:${size}:${mtimeMs}`).digest('base64url').slice(0, 16)}"`;
      const csp = cspForHtml && absolutePath.endsWith('.html') ? cspForHtml(await readFile(absolutePath, 'utf8')) : undefined;
      files.set(publicPath, {
        publicPath,
        absolutePath,
        contentType: contentTypeFor(absolutePath),
        cacheControl: cacheControlFor(publicPath),
        etag,
        encodings,
        ...(csp ? { csp } : {}),
      });
    }
    return new StaticFiles(files);
  }

  /** The file for a URL path: exact, or the page's `index.html`. */
  find(pathname: string): StaticFile | undefined {
    return this.files.get(pathname) ?? this.files.get(`${pathname.replace(/\/$/, '')}/index.html`);
  }

  has(publicPath: string): boolean {
    return this.files.has(publicPath);
  }

  /** A file's text, e.g. to read which stylesheet the pages use. */
  async text(publicPath: string): Promise<string | undefined> {
    const file = this.files.get(publicPath);
    return file ? (await readBody(file.absolutePath)).toString('utf8') : undefined;
  }

  /** Answers with the best precompressed variant the client accepts, or 304 when it has it. */
  async respond(file: StaticFile, request: Request, status = 200): Promise<Response> {
    const encoding = preferredEncoding(file, request.headers.get('accept-encoding') ?? '');
    const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag;
    const headers = new Headers({
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
      etag,
      vary: 'Accept-Encoding',
    });
    if (encoding) headers.set('content-encoding', encoding);
    if (file.csp) headers.set('content-security-policy', file.csp);
    if (status === 200 && request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers });
    }
    const body = await readBody(encoding ? file.encodings[encoding]! : file.absolutePath);
    headers.set('content-length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }
}
