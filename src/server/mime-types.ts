const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Extensions whose files are worth precompressing (text formats). */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.txt', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.svg'];

export const contentTypeFor = (filePath: string): string => {
  const dot = filePath.lastIndexOf('.');
  return (dot >= 0 && TYPES[filePath.slice(dot).toLowerCase()]) || 'application/octet-stream';
};
