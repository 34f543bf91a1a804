// The types nginx's mime.types gives the same files, so both deployments send a PDF to be opened and
// an image to be shown; anything else is a download (application/octet-stream, with nosniff).
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
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // What a page offers to download (the :download directive links any file in public/).
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

/** Extensions whose files are worth precompressing (text formats). */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.txt', '.js', '.mjs', '.css', '.json', '.webmanifest', '.xml', '.svg'];

export const contentTypeFor = (filePath: string): string => {
  const dot = filePath.lastIndexOf('.');
  return (dot >= 0 && TYPES[filePath.slice(dot).toLowerCase()]) || 'application/octet-stream';
};
