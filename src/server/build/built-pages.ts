import path from 'node:path';

import { listFiles } from '../list-files';

/** A page the build wrote: its `index.html` on disk and the address it answers. */
type BuiltPage = { file: string; sitePath: string };

/** Every page in `publicDir`, `/about/index.html` as /about; 404.html is no page. */
export const listBuiltPages = async (publicDir: string): Promise<BuiltPage[]> =>
  (await listFiles(publicDir))
    .filter(({ file }) => path.basename(file) === 'index.html')
    .map(({ file, sitePath }) => ({ file, sitePath: sitePath.slice(0, -'/index.html'.length) || '/' }));

/** Whether a page's HTML asks search engines to keep it out of their index. */
export const hasNoindexMeta = (html: string): boolean => /<meta name="robots" content="[^"]*\bnoindex\b/.test(html);
