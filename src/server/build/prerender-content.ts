import { getPublishedIndex } from '../../content/content-index';
import { pagePathToRscPath } from '../../lib/rsc-path';

type EmitFile = (filePath: string, body: ReadableStream) => Promise<void>;

const BUILD_ORIGIN = 'http://localhost';
/** Pages rendered at once: renders wait on I/O, so a few in parallel keep the core busy. */
const CONCURRENCY = 4;

/**
 * Content pages are a dynamic route, so that a verified preview can render
 * staged files per request. For everyone else they are static: here every
 * published page is rendered once, HTML and RSC payload, into dist/public,
 * exactly where Waku puts its own prerendered pages.
 */
export const prerenderContentPages = async (render: (request: Request) => Promise<Response | null>, emitFile: EmitFile) => {
  const index = await getPublishedIndex();
  const prerender = async (pagePath: string) => {
    for (const [url, file] of [
      [pagePath, `public${pagePath}/index.html`],
      [pagePathToRscPath(pagePath), `public${pagePathToRscPath(pagePath)}`],
    ] as const) {
      const response = await render(new Request(BUILD_ORIGIN + url));
      if (!response?.ok || !response.body) {
        throw new Error(`Prerendering ${url} for ${index.get(pagePath)!.file} failed with status ${response?.status ?? 'none'}`);
      }
      await emitFile(file, response.body);
    }
  };
  const paths = [...index.keys()];
  for (let start = 0; start < paths.length; start += CONCURRENCY)
    await Promise.all(paths.slice(start, start + CONCURRENCY).map(prerender));
  return index.size;
};
