import path from 'node:path';

/** The project's public/ folder, which every build copies into dist/public. */
export const PROJECT_PUBLIC_DIR = path.resolve(process.cwd(), 'public');

/**
 * Where the files served as they are (images, icons) are read: public/ in
 * development and tests, the build's copy in dist/public in a production
 * build and server. The server answers from dist/public, so an image added
 * to public/ after the build counts only once it is built, and the build
 * reads its own fresh copy, never an old build's.
 */
export const PUBLIC_DIR =
  process.env.NODE_ENV === 'production' ? path.resolve(process.cwd(), 'dist', 'public') : PROJECT_PUBLIC_DIR;
