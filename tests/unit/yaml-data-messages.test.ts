import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { parseYamlData } from '../../src/content/yaml-data';

const FILE = 'private/landing/faq.yaml';
const schema = z.strictObject({
  title: z.string(),
  items: z.array(z.strictObject({ question: z.string().endsWith('?'), answer: z.string() })),
});

const parse = (source: string) => () => parseYamlData({ file: FILE, source, schema });

describe('YAML data messages', () => {
  it('counts list items from 1, as an editor does', () => {
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n  - question: How\n    answer: So.\n')).toThrow(
      `${FILE}:5: items[2].question: end it with "?"`,
    );
  });

  it('names the unknown field beside a missing one in a list item', () => {
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n  - questoin: How?\n    answer: So.\n')).toThrow(
      `${FILE}:5: items[2].question: missing, but required (line 5 has unknown field "questoin")`,
    );
  });

  it('reports an unknown field alone on its own line', () => {
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n    source: Us\n')).toThrow(
      `${FILE}:5: items[1].source: unknown field`,
    );
  });
});
