import { readFileSync } from 'node:fs';

import { expect, it } from 'vitest';

import { IMAGE_FILE } from '../../src/content/unread-files';
import { contentTypeFor } from '../../src/server/mime-types';

/** nginx's own table (Debian's nginx package), which the static deployment serves files with. */
const nginxTypes = new Map(
  readFileSync('/etc/nginx/mime.types', 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/;$/, '').split(/\s+/))
    .filter((words) => words.length > 1 && words[0]!.includes('/'))
    .flatMap(([type, ...extensions]) => extensions.map((extension) => [extension, type!] as const)),
);

const mediaType = (file: string) => contentTypeFor(file).split(';')[0];

it('serves every image an editor may use with the type nginx gives it, not as a download', () => {
  const images = ['avif', 'gif', 'jpg', 'jpeg', 'png', 'svg', 'webp'];
  for (const extension of images) {
    expect(IMAGE_FILE.test(`photo.${extension}`), extension).toBe(true);
    expect(mediaType(`/images/photo.${extension}`), extension).toBe(nginxTypes.get(extension));
  }
});

it('serves the usual downloads with the type nginx gives them: a PDF opens in the browser on both', () => {
  for (const extension of ['pdf', 'zip', 'docx', 'xlsx', 'pptx', 'mp4', 'webm', 'mp3', 'woff2', 'ico']) {
    expect(mediaType(`/downloads/file.${extension.toUpperCase()}`), extension).toBe(nginxTypes.get(extension));
  }
});
