import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));

/** Every module a file names: static imports and re-exports, side-effect imports and `import()`. */
const specifiersIn = (source: string) =>
  [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gms)].map(
    (match) => (match[1] ?? match[2] ?? match[3])!,
  );
const importsOf = (file: string) => specifiersIn(readFileSync(file, 'utf8'));

/** The source file a relative import resolves to, as Vite resolves it. */
const sourceFileOf = (file: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
    .filter((candidate) => /\.tsx?$/.test(candidate))
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

const isServerOnly = (file: string) => /^(content|server|config)(\/|$)/.test(path.relative('src', file));

const isClientBoundary = (file: string) => readFileSync(file, 'utf8').startsWith("'use client';");

/** The modules the browser starts from: every island, and any 'use client' file that strayed outside src/islands. */
const clientEntries = () => [...new Set([...sourceFiles('src/islands'), ...sourceFiles('src').filter(isClientBoundary)])];

/** Each module the islands reach through relative imports, with the chain of files that leads there. */
const reachedFromIslands = (): Map<string, string[]> => {
  const reached = new Map(clientEntries().map((file) => [path.resolve(file), [file]]));
  const queue = [...reached.keys()];
  for (const file of queue) {
    for (const specifier of importsOf(file).filter((it) => it.startsWith('.'))) {
      const target = sourceFileOf(file, specifier);
      if (!target || reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, path.relative('.', target)]);
      // Past the first server-only module the chain says nothing new.
      if (!isServerOnly(target)) queue.push(target);
    }
  }
  return reached;
};

describe('the layers of src/', () => {
  it('no island reaches server-only code (src/content, src/server, src/config), directly or through other modules', () => {
    const crossings = [...reachedFromIslands()].filter(([file]) => isServerOnly(file)).map(([, chain]) => chain.join(' → '));
    expect(crossings).toEqual([]);
  });

  it('the walk above follows every form of import, so a leak through any of them is seen', () => {
    const source = [
      "import { a } from './static';",
      "import type {\n  B,\n} from './type-only';",
      "export { c } from './re-export';",
      "export * from './re-export-all';",
      "import './side-effect';",
      "const d = await import('./dynamic');",
    ].join('\n');
    expect(specifiersIn(source)).toEqual([
      './static',
      './type-only',
      './re-export',
      './re-export-all',
      './side-effect',
      './dynamic',
    ]);
  });

  it("'use client' marks exactly the island modules that server components import: the boundaries", () => {
    const serverFiles = [...sourceFiles('src/pages'), ...sourceFiles('src/components')];
    const importedByServer = new Set(
      serverFiles.flatMap((file) =>
        importsOf(file)
          .filter((specifier) => specifier.startsWith('.'))
          .flatMap((specifier) => sourceFileOf(file, specifier) ?? []),
      ),
    );
    const misplaced = sourceFiles('src/islands').flatMap((file) => {
      const boundary = importedByServer.has(path.resolve(file));
      if (boundary && !isClientBoundary(file)) return [`${file}: imported by a server component, so it needs 'use client'`];
      if (!boundary && isClientBoundary(file)) return [`${file}: only islands import it, so 'use client' marks no boundary`];
      return [];
    });
    expect(misplaced).toEqual([]);
  });

  it("'use client' is written only in src/islands, where whoever weighs the browser's code looks for it", () => {
    const strays = sourceFiles('src')
      .filter(isClientBoundary)
      .filter((file) => !file.startsWith(`src${path.sep}islands${path.sep}`));
    expect(strays).toEqual([]);
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

  it("nothing the browser may load imports 'server-only': not src/lib, not an island, not what an island reaches", () => {
    const browserSide = new Map([
      ...sourceFiles('src/lib').map((file): [string, string[]] => [path.resolve(file), [file]]),
      ...reachedFromIslands(),
    ]);
    const serverOnlyImports = [...browserSide]
      .filter(([file]) => importsOf(file).includes('server-only'))
      .map(([, chain]) => [...chain, "'server-only'"].join(' → '));
    expect(serverOnlyImports).toEqual([]);
  });
});
