import { imageSize } from 'image-size';
import type { Definition, Image, ImageReference, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

import { decodeOrKeep } from '../../lib/decode-or-keep';
import { isSitePath } from '../../lib/route-href';
import { PROJECT_PUBLIC_DIR, PUBLIC_DIR } from '../public-dir';
import { findPublicFile, type PublicFile, readPublicFile } from '../public-file';
import { isReported, reportProblem } from './report-problem';

type ImageNode = Image | ImageReference;

const withoutQuery = (url: string) => url.replace(/[?#].*$/, '');

/** An image over this many bytes is a photo straight from a camera: minutes of download on a phone. */
const MAX_IMAGE_BYTES = 1_000_000;

// Rounded up: an image a few bytes over the limit must not read "1.0 MB, at most 1.0 MB".
const megabytes = (bytes: number) => `${(Math.ceil(bytes / 100_000) / 10).toFixed(1)} MB`;

/** The site path of an image address, or undefined for another site's. */
const sitePathOf = (url: string): string | undefined => {
  if (!isSitePath(url)) return undefined;
  // Malformed escapes are kept: no file has this name, as no server could decode it.
  return decodeOrKeep(withoutQuery(url));
};

/** A path an image file in public/ could have: no dot segments or escapes, and a file ending. */
const PLAIN_FILE_PATH = /^(?:\/(?!\.\.?(?:\/|$))[\w.-]+)+(?<=\.[a-z0-9]+)$/i;

/** Why no file in public/ answers a site path, with the address most likely meant. */
const notFound = async (sitePath: string, found: PublicFile | undefined): Promise<string> => {
  const inPublic = sitePath.startsWith('/public/') ? await findPublicFile(sitePath.slice('/public'.length)) : undefined;
  if (inPublic) return `image ${sitePath}: write ${inPublic.sitePath}: files in public/ are served from the site root`;
  if (found) return `image ${sitePath} is no file in public/: did you mean ${found.sitePath}? Addresses are case-sensitive`;
  if (!PLAIN_FILE_PATH.test(sitePath)) return `image ${sitePath} is no file in public/`;
  return `image ${sitePath} is no file in public/: add it as public${sitePath}, or correct the address`;
};

/**
 * Whether a running server's build is older than an image in public/: the
 * preview then shows the page without the image's size instead of an error,
 * and the preview bar notes that the next build publishes it. A build copies
 * public/ first, so there the two folders never differ.
 */
const isNotBuiltYet = async (sitePath: string): Promise<boolean> =>
  PUBLIC_DIR !== PROJECT_PUBLIC_DIR && !!(await findPublicFile(sitePath, PROJECT_PUBLIC_DIR))?.exact;

/**
 * Images in content come from public/ and carry what the page needs to lay
 * out before they load: their width and height (no layout shift), lazy
 * loading, and a description. Anything else stops the build with the file
 * and line: an image on another site (the Content-Security-Policy would
 * block it for every visitor), a missing file, a file over MAX_IMAGE_BYTES,
 * or no alt text.
 */
export function remarkSiteImages() {
  return async (tree: Root, file: VFile) => {
    const definitions = new Map<string, Definition>();
    const images: ImageNode[] = [];
    visit(tree, (node) => {
      // The first definition of a label wins, as when the page is rendered.
      if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
      if (node.type === 'image' || node.type === 'imageReference') images.push(node);
    });
    await Promise.all(
      images.map(async (node) => {
        const definition = node.type === 'imageReference' ? definitions.get(node.identifier) : undefined;
        const url = node.type === 'image' ? node.url : definition?.url;
        // A reference without a definition is plain text, as markdown has it. An address reported already is not again.
        if (url === undefined || isReported(file, node) || (definition && isReported(file, definition))) return;
        const fail = (reason: string) => reportProblem(file, node, reason);
        const sitePath = sitePathOf(url);
        if (!sitePath) {
          const name = withoutQuery(url).split('/').pop() || 'picture.png';
          return fail(
            `image "${url}" is not on this site, and the Content-Security-Policy loads images only from it: put the file in public/ and write its path, e.g. /images/${name}`,
          );
        }
        if (!node.alt?.trim()) {
          return fail(
            `image ${url} has no description: write what it shows between the brackets, e.g. ![Our office in Cologne](${url})`,
          );
        }
        const found = await findPublicFile(sitePath);
        const body = found?.exact ? await readPublicFile(found.sitePath) : undefined;
        if (!body && (await isNotBuiltYet(sitePath))) {
          node.data = { ...node.data, hProperties: { loading: 'lazy', decoding: 'async' } };
          return;
        }
        if (!body) return fail(await notFound(sitePath, found));
        if (body.length > MAX_IMAGE_BYTES) {
          return fail(
            `image ${sitePath} is ${megabytes(body.length)}, at most ${megabytes(MAX_IMAGE_BYTES)}: save it smaller, e.g. 1600 pixels wide as JPEG or WebP, so the page loads quickly on a phone`,
          );
        }
        let size: { width: number; height: number; orientation?: number | undefined };
        try {
          size = imageSize(body);
        } catch {
          return fail(`${sitePath} is no image whose size can be read (PNG, JPEG, WebP, AVIF, GIF or SVG)`);
        }
        // A photo taken upright is often stored sideways with an EXIF orientation of 5–8, which browsers apply.
        const upright = (size.orientation ?? 1) >= 5;
        node.data = {
          ...node.data,
          hProperties: {
            width: upright ? size.height : size.width,
            height: upright ? size.width : size.height,
            loading: 'lazy',
            decoding: 'async',
          },
        };
      }),
    );
  };
}
