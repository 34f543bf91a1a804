import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { isReported, reportProblem } from './report-problem';

/** Addresses that mean the same on every page: a scheme, the site root, or this page's anchor or query. */
const SAME_ON_EVERY_PAGE = /^(?:[a-z][a-z0-9+.-]*:|\/(?![/\\])|#|\?)/i;
/** `//example.org/x`: another site, with whatever scheme the page has; browsers read `/\` as `//`. */
const NO_SCHEME = /^\/[/\\]+/;

/** Files served as they are from public/, as opposed to pages (`.md`, `.html`). */
const FILE_ENDING = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|docx?|xlsx?|pptx?|odt|ods|csv|txt|mp3|mp4|webm)$/i;
const PAGE_ENDING = /\.(?:md|html?)$/i;
const HOST_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/**
 * `www.example.org` or `example.org/partners` starts with a host name;
 * `team.png`, `data.json` or `node.js` is more likely a file name.
 */
const startsWithDomain = (url: string) => {
  const [first = ''] = url.split(/[/?#]/);
  if (!HOST_NAME.test(first) || FILE_ENDING.test(first) || PAGE_ENDING.test(first)) return false;
  return /^www\./i.test(first) || url.length > first.length;
};

const resolve = (url: string, base: string) => {
  try {
    return new URL(url, `https://site.invalid/${base}`);
  } catch {
    // Not even a relative URL: the message does without the hint.
    return undefined;
  }
};

/**
 * What a relative address most likely means, as an editor would read it.
 * An image or other file is the one in public/, served from the site root
 * (`images/team.png` is /images/team.png on every page). Anything else is a
 * page read from the file's folder: `data-migration` in services/index.md is
 * /services/data-migration, `../about.md` is /about.
 */
const meantAddress = (url: string, file: string, isImage: boolean): string | undefined => {
  const asFile = resolve(url, '');
  if (asFile && (isImage || FILE_ENDING.test(asFile.pathname))) {
    const sitePath = asFile.pathname.replace(/^\/public\//, '/');
    return `"${sitePath}${asFile.search}${asFile.hash}" for public${sitePath}`;
  }
  const page = resolve(url, file.replace(/^private\/[^/]+\//, '').replace(/[^/]*$/, ''));
  return page && `"${page.pathname.replace(/\.md$/, '').replace(/\/index$/, '') || '/'}${page.search}${page.hash}"`;
};

/** What is wrong with an address that does not start at the site root or with a scheme. */
const relativeLinkText = (url: string, file: string, isImage: boolean): string => {
  if (!url) return 'a link without an address: write one, e.g. [text](/services)';
  if (NO_SCHEME.test(url)) return `"${url}" has no scheme: write the whole address, "https://${url.replace(NO_SCHEME, '')}"`;
  if (url.startsWith('\\')) return `"${url}" starts with "\\", which browsers read as another site: write /path or https://…`;
  if (startsWithDomain(url))
    return `"${url}" is read as a path on this site, not as another site: write the whole address, e.g. "https://${url}"`;
  const meant = meantAddress(url, file, isImage);
  return `"${url}" is a relative link, which the browser resolves against each page's address: write the path from the site root${meant ? `, e.g. ${meant}` : ''}`;
};

/**
 * A relative link (`[x](data-migration)`) is resolved by the browser against
 * the address of the page it is on, so the same link works on one page and
 * leads to a 404 on another: the build asks for the path from the site root.
 * One without its scheme (`//example.org`) is asked for whole.
 */
export function remarkNoRelativeLinks() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      if (SAME_ON_EVERY_PAGE.test(node.url) || isReported(file, node)) return;
      // An image from another site is refused as such by remark-site-images, with or without its scheme.
      if (node.type === 'image' && NO_SCHEME.test(node.url)) return;
      reportProblem(file, node, relativeLinkText(node.url, file.path, node.type === 'image'));
    });
  };
}
