import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);

/** Where an import leads, relative to src/, or the package name. */
const importTarget = (file: string, specifier: string) =>
  specifier.startsWith('.') ? path.relative('src', path.resolve(path.dirname(file), specifier)) : specifier;

describe('the layers of src/', () => {
  it('no island imports server-only code: src/content, src/server or src/config', () => {
    const crossings = sourceFiles('src/islands').flatMap((file) =>
      importsOf(file)
        .map((specifier) => importTarget(file, specifier))
        .filter((target) => /^(content|server|config)(\/|$)/.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('src/lib uses no browser globals and no Node modules, so both sides can import it', () => {
    const problems = sourceFiles('src/lib').flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const nodeImports = importsOf(file).filter((specifier) => specifier.startsWith('node:'));
      // Comments and strings (the head scripts are strings for the page) may name the DOM; code may not.
      const code = text
        .replace(/\/\*.*?\*\//gs, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/`[^`]*`/gs, '``')
        .replace(/'[^'\n]*'/g, "''")
        .replace(/"[^"\n]*"/g, '""');
      const browserGlobals = [
        ...code.matchAll(/(?<![.\w])(window|document|localStorage|sessionStorage|navigator|matchMedia)\b/g),
      ].map((match) => match[1]!);
      return [...nodeImports, ...browserGlobals].map((name) => `${file} uses ${name}`);
    });
    expect(problems).toEqual([]);
  });
});
