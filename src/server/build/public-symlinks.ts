import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

import { ContentError } from '../../content/content-error';
import { PROJECT_PUBLIC_DIR } from '../../content/public-dir';

/**
 * Symbolic links in public/: the build copies what they point to into
 * dist/public, so `public/docs -> ../private` would publish the staged
 * drafts and a link to /etc a file of the machine. The build refuses each,
 * naming where it points.
 */
export const publicSymlinkProblems = (publicDir = PROJECT_PUBLIC_DIR): ContentError[] =>
  readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => {
      const link = path.join(entry.parentPath, entry.name);
      return new ContentError(
        path.relative(process.cwd(), link),
        undefined,
        `a symbolic link to ${readlinkSync(link)}: the build would publish what it points to; put the file itself in public/`,
      );
    })
    .sort((a, b) => a.file.localeCompare(b.file));
