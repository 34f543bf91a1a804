// Reads src/config/app.config.ts, which editors change for footer links and
// redirects, before the build or the development server does (waku.config.ts
// imports src/vite/config-syntax-gate.ts first): a missing comma or quote there
// otherwise stops `waku build` with a parser's screenful of colour codes and a
// stack trace. This says where and what in one line, as the content checks do.
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

/** What to print when src/config/app.config.ts cannot be parsed, or undefined when it can. */
export const configSyntaxMessage = (root = '.') => {
  const errors = syntaxErrors(readFileSync(`${root}/${CONFIG_FILE}`, 'utf8'), CONFIG_FILE);
  return errors.length ? `The app configuration cannot be read:\n${errors.map((error) => `  - ${error}`).join('\n')}` : undefined;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const message = configSyntaxMessage();
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
