import 'server-only';

import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import { listFiles } from '../list-files';
import { COMPRESSIBLE_EXTENSIONS } from '../mime-types';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compression saves less than the header costs. */
const MIN_BYTES = 256;
/** Files compressed at once: enough to use both cores, few enough to keep memory flat at 1,000 pages. */
const BATCH = 8;

/**
 * Writes `file.br` and `file.gz` next to every text file, at maximum
 * compression, so neither nginx (gzip_static) nor the Node server ever
 * compresses per request. Each copy gets its file's mtime: both deployments
 * send a copy's own mtime as Last-Modified, and it should not depend on the
 * coding or on how long compressing took.
 */
export const precompressDirectory = async (dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> => {
  const files = (await listFiles(dir))
    .map(({ file }) => file)
    .filter((file) => COMPRESSIBLE_EXTENSIONS.includes(path.extname(file)));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  const compress = async (file: string) => {
    const body = await readFile(file);
    if (body.byteLength < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    const { atime, mtime } = await stat(file);
    await Promise.all([utimes(`${file}.br`, atime, mtime), utimes(`${file}.gz`, atime, mtime)]);
    bytes += body.byteLength;
    brotliBytes += br.byteLength;
    count += 1;
  };
  for (let start = 0; start < files.length; start += BATCH) await Promise.all(files.slice(start, start + BATCH).map(compress));
  return { files: count, bytes, brotliBytes };
};
