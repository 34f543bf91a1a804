import path from 'node:path';

/**
 * Where the files served as they are (images, icons) can be read: public/
 * in the project, and the build's copy in dist/public for a server that was
 * deployed with its build only.
 */
export const PUBLIC_DIRS = [path.resolve(process.cwd(), 'public'), path.resolve(process.cwd(), 'dist', 'public')];
