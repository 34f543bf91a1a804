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

  it('names the fix for YAML an editor writes by mistake', () => {
    const syntax = (line: number, problem: string) => `${FILE}:${line}: invalid YAML: ${problem}`;
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Time: now\n')).toThrow(
      syntax(4, 'Nested mappings are not allowed in compact mappings; a value with ": " in it needs quotes: answer: "Time: now"'),
    );
    expect(parse('title: FAQ\nitems:\n\t- question: Why?\n')).toThrow(
      syntax(3, 'Tabs are not allowed as indentation; indent with spaces, not tabs'),
    );
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n      answer: So.\n')).toThrow(
      syntax(
        3,
        'Nested mappings are not allowed in compact mappings; line 4 is indented further than the line above; line them up',
      ),
    );
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n   answer: So.\n')).toThrow(
      syntax(4, 'Sequence item without - indicator; line it up with the field above it, or start a new list item with "- "'),
    );
    expect(parse('title: FAQ\ntitle: Questions\n')).toThrow(
      syntax(2, 'Map keys must be unique; title is written twice; keep one'),
    );
    expect(parse('title:FAQ\nitems: []\n')).toThrow(
      syntax(1, 'Implicit keys need to be on a single line; put a space after the colon: title: FAQ'),
    );
    expect(parse('title: "FAQ\nitems: []\n')).toThrow(
      syntax(3, 'Missing closing "quote; the quote opened on line 1 is not closed'),
    );
    expect(parse('title: "Our" FAQ\n')).toThrow(
      syntax(1, `Unexpected scalar at node end; write the whole value in quotes: title: '"Our" FAQ'`),
    );
    expect(parse('title: *Frequent*\nitems: []\n')).toThrow(
      syntax(1, 'Unresolved alias *Frequent*; a value that starts with * needs quotes: title: "*Frequent*"'),
    );
  });

  it('reports an unknown field alone on its own line', () => {
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n    source: Us\n')).toThrow(
      `${FILE}:5: items[1].source: unknown field`,
    );
  });
});
