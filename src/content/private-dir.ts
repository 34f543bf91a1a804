import path from 'node:path';

/** `private/` of the project the server or build runs in; never served. */
export const PRIVATE_DIR = path.resolve(process.cwd(), 'private');

/** How a file under private/ is named in messages: relative, with forward slashes. */
export const displayPath = (absolutePath: string): string => path.relative(process.cwd(), absolutePath).split(path.sep).join('/');
