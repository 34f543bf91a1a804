// Reads src/config/app.config.ts, which editors change for footer links and
// redirects, before the build does: a missing comma or quote there otherwise
// stops `waku build` with a parser's screenful of colour codes and a stack
// trace. This says where and what in one line, as the content checks do.
import { readFileSync } from 'node:fs';

import ts from 'typescript';

const CONFIG_FILE = 'src/config/app.config.ts';

/** What a parser message most likely means for someone editing a list of `{ … }` entries. */
const hintFor = (message) =>
  /^'[,;\]}]' expected/.test(message) ? ': a comma may be missing at the end of the entry before' : '';

/** Each syntax error of a TypeScript source as `file:line:column: message`. */
export const syntaxErrors = (source, fileName) =>
  (ts.transpileModule(source, { fileName, reportDiagnostics: true }).diagnostics ?? []).map((diagnostic) => {
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\.$/, '');
    return `${fileName}:${line + 1}:${character + 1}: ${message}${hintFor(message)}`;
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const errors = syntaxErrors(readFileSync(CONFIG_FILE, 'utf8'), CONFIG_FILE);
  if (errors.length) {
    console.error(`The app configuration cannot be read:\n${errors.map((error) => `  - ${error}`).join('\n')}`);
    process.exit(1);
  }
}
