import path from 'node:path';

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import HomePage from '../../src/pages/index';

/** How each landing file is got wrong here, by name; the others are read as they are. */
const BROKEN = vi.hoisted((): Record<string, (yaml: string) => string> => ({
  'hero.yaml': (yaml) => yaml.replace(/^title: .*$/m, 'title: Short'),
  'faq.yaml': (yaml) => yaml.replace(/(question: [^\n]*)\?\n/, '$1\n'),
}));

vi.mock('../../src/content/read-required-file', async (importOriginal) => {
  const { readRequiredFile } = await importOriginal<typeof import('../../src/content/read-required-file')>();
  return {
    readRequiredFile: async (file: string, holds: string) => {
      const text = await readRequiredFile(file, holds);
      return BROKEN[path.basename(file)]?.(text) ?? text;
    },
  };
});

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&(quot|#x27|amp|lt|gt);/g, (entity) => ENTITIES[entity]!);

describe('/ under npm run dev with several bad landing files', () => {
  it('shows the content problem page listing every file’s problems, as for one bad file', async () => {
    expect(import.meta.env.DEV).toBe(true);
    const html = renderToStaticMarkup(await HomePage());
    expect(textOf(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '')).toBe("This page's files have errors");
    const files = [...html.matchAll(/data-testid="file-problem-file">(.*?)<\/code>/g)].map(([, place]) => textOf(place!));
    expect(files).toEqual([
      expect.stringMatching(/^private\/landing\/hero\.yaml:2$/),
      expect.stringMatching(/^private\/landing\/faq\.yaml:\d+$/),
    ]);
    const reasons = [...html.matchAll(/data-testid="file-problem-reason">(.*?)<\/dd>/g)].map(([, reason]) => textOf(reason!));
    expect(reasons).toEqual(['title: 5 characters, at least 10', expect.stringContaining('end it with a question mark')]);
  });
});
