import { existsSync } from 'node:fs';
import path from 'node:path';

const PROJECT_PUBLIC_DIR = path.resolve(process.cwd(), 'public');

/**
 * Where the files served as they are (images, icons) can be read: public/
 * in the project, or the build's copy in dist/public on a server deployed
 * with its build only. Never both, so a file deleted from public/ is not
 * found in an old build.
 */
export const PUBLIC_DIR = existsSync(PROJECT_PUBLIC_DIR) ? PROJECT_PUBLIC_DIR : path.resolve(process.cwd(), 'dist', 'public');
