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

  it('refuses a value that " #" cut short, and keeps a quoted one or a comment', () => {
    expect(parse('title: Our #1 FAQ\nitems: []\n')).toThrow(
      `${FILE}:1: "Our #1 FAQ" is read as "Our": YAML takes " #" as the start of a comment; write it in quotes to keep it all, "Our #1 FAQ" (or put a comment on a line of its own)`,
    );
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Ask in C# or #dotnet\n')).toThrow(
      `${FILE}:4: "Ask in C# or #dotnet" is read as "Ask in C# or"`,
    );
    expect(parse('title: "Our #1 FAQ"\n# every question we were asked twice\nitems: []\n')()).toEqual({
      title: 'Our #1 FAQ',
      items: [],
    });
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
    // YAML reads on to find the bracket's end and stops a line later, where nothing is wrong.
    expect(parse('title: [WIP Frequent questions\nitems: []\n')).toThrow(
      syntax(
        2,
        'Flow sequence in block collection must be sufficiently indented and end with a ]; the [ on line 1 is not closed; if it is part of the text, write the value in quotes: title: "[WIP Frequent questions"',
      ),
    );
    expect(parse('title: {WIP} questions\nitems: []\n')).toThrow(
      syntax(1, 'Unexpected scalar at node end; a value that starts with { needs quotes: title: "{WIP} questions"'),
    );
    expect(parse('title: {WIP questions\nitems: []\n')).toThrow(
      syntax(
        2,
        'Flow map in block collection must be sufficiently indented and end with a }; the { on line 1 is not closed; if it is part of the text, write the value in quotes: title: "{WIP questions"',
      ),
    );
    expect(parse('title: *Frequent*\nitems: []\n')).toThrow(
      syntax(1, 'Unresolved alias *Frequent*; a value that starts with * needs quotes: title: "*Frequent*"'),
    );
  });

  it('reports an unknown field alone on its own line', () => {
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n    source: Us\n')).toThrow(
      `${FILE}:5: items[1].source: unknown field; the fields here are question, answer`,
    );
    expect(parse('title: FAQ\nitems:\n  - question: Why?\n    answer: Because.\n    answers: More.\n')).toThrow(
      `${FILE}:5: items[1].answers: unknown field; did you mean answer?`,
    );
  });

  it('quotes a number meant as text as it is written, and names what a number field takes', () => {
    const COMPANY = 'private/company.yaml';
    const facts = z.strictObject({ postalCode: z.string(), founded: z.number().int().min(1900).max(2026) });
    const company = (source: string) => () => parseYamlData({ file: COMPANY, source, schema: facts });
    // YAML reads 01067 as the number 1067: the hint must keep the leading zero of a Dresden postal code.
    expect(company('postalCode: 01067\nfounded: 2012\n')).toThrow(
      `${COMPANY}:1: postalCode: write it in quotes to keep it as text: "01067"`,
    );
    expect(company('postalCode: "01067"\nfounded: "2012"\n')).toThrow(`${COMPANY}:2: founded: write a number, without quotes`);
    expect(company('postalCode: "01067"\nfounded: 2030\n')).toThrow(`${COMPANY}:2: founded: 2030, at most 2026`);
    expect(company('postalCode: "01067"\nfounded: 1850\n')).toThrow(`${COMPANY}:2: founded: 1850, at least 1900`);
  });
});
