import path from 'node:path';

import { fileInside } from '../../content/file-inside';
import { decodeOrKeep } from '../../lib/decode-or-keep';
import { ENCODED_TRICK } from '../../lib/path-validity';
import { isFile } from '../list-files';

/**
 * Whether a built file answers a site path: a file in `publicDir`, or a page
 * built there (`index.html` or `.html`). Links come percent-encoded (Markdown
 * writes `/downloads/größe.pdf` as `/downloads/gr%C3%B6%C3%9Fe.pdf`) and the
 * servers decode them, so the file has the decoded name. An encoded
 * separator, dot or NUL is refused by both servers, so it finds nothing here.
 */
export const publicDirAnswers = (publicDir: string) => (sitePath: string) => {
  if (ENCODED_TRICK.test(sitePath)) return false;
  const file = fileInside(publicDir, decodeOrKeep(sitePath));
  return file !== undefined && (isFile(file) || isFile(path.join(file, 'index.html')) || isFile(`${file}.html`));
};
