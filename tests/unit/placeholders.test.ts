import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { parseMarkdownFile } from '../../src/content/markdown-file';
import { markdownToHast } from '../../src/content/markdown-processor';
import { readCompany } from '../../src/content/company-facts';
import { placeholderValues } from '../../src/content/placeholder-values';
import { problemsIn } from '../../src/content/content-error';
import { fillPlaceholders } from '../../src/content/placeholders';
import { parseYamlData } from '../../src/content/yaml-data';
import { elementsIn } from './support/markdown';

const FILE = 'private/content/contact-us.md';
const values = {
  name: 'Example Software GmbH',
  'address.street': 'Musterstraße 1',
  'address.city': 'Köln',
  email: 'hello@example.com',
  phoneHref: 'tel:+492211234567',
};

/** What the build says of a reading, one problem a line; fails the test if it is accepted. */
const problemLines = (reading: Promise<unknown>) =>
  reading.then(
    () => expect.unreachable('the file was accepted'),
    (error: Error) => problemsIn(error).map((problem) => problem.message),
  );

const FORM = 'write a placeholder as {{key}}:';

const page = (body: string) =>
  parseMarkdownFile(
    `---\ntitle: Visit {{name}}\ndescription: How to find our office and reach us.\n---\n\n${body}`,
    FILE,
    values,
  );

describe('placeholders', () => {
  it('fills in the company facts', () => {
    expect(fillPlaceholders('{{name}}\n{{ address.street }}, {{address.city}}', values, FILE)).toBe(
      'Example Software GmbH\nMusterstraße 1, Köln',
    );
  });

  it('names a misspelt key with its line, column and the key it most likely meant', () => {
    expect(() => fillPlaceholders('{{name}}\n\n{{adress.street}}', values, FILE)).toThrow(
      `${FILE}:3:1: unknown placeholder {{adress.street}}: did you mean {{address.street}}?`,
    );
  });

  it('lists the keys there are when nothing is close', () => {
    expect(() => fillPlaceholders('{{bankAccount}}', values, 'private/legal/imprint.md')).toThrow(
      'private/legal/imprint.md:1:1: unknown placeholder {{bankAccount}}: write one of {{name}}, {{address.street}}, {{address.city}}, {{email}}, {{phoneHref}}',
    );
  });

  it('fills a page’s front matter, text and link addresses', async () => {
    const { frontMatter, body } = await page(
      '## Where {{name}} works\n\nAt {{address.street}} in {{address.city}}: [write to us](mailto:{{email}}) or [call]({{phoneHref}}).',
    );
    expect(frontMatter.title).toBe('Visit Example Software GmbH');
    const text = JSON.stringify(body);
    expect(text).toContain('Where Example Software GmbH works');
    expect(text).toContain('At Musterstraße 1 in Köln');
    const links = elementsIn(body).filter((element) => element.tagName === 'a');
    expect(links.map((link) => link.properties.href)).toEqual([
      '#where-example-software-gmbh-works',
      'mailto:hello@example.com',
      'tel:+492211234567',
    ]);
    // The heading's section link is named with the heading's filled-in words.
    expect(links[0]!.properties.ariaLabel).toBe('Link to this section: Where Example Software GmbH works');
  });

  it('fills an image description, a link title and a block attribute too, and names a misspelt key there', async () => {
    const { body } = await page(
      '![The office of {{name}}](/logo.svg)\n\n[Mail]({{phoneHref}} "Call {{name}}")\n\n:::note{title="Visit {{name}}"}\nWe are at {{address.street}}.\n:::',
    );
    const text = JSON.stringify(body);
    expect(text).toContain('The office of Example Software GmbH');
    expect(text).toContain('Call Example Software GmbH');
    expect(text).toContain('Visit Example Software GmbH');
    expect(text).not.toContain('{{');
    await expect(page('![The office of {{nmae}}](/logo.svg)')).rejects.toThrow(
      `${FILE}:6:17: unknown placeholder {{nmae}}: did you mean {{name}}?`,
    );
  });

  it('keeps a template in code as it is written', async () => {
    const { body } = await page('Vue writes `{{ name }}`:\n\n```html\n<p>{{ name }}</p>\n```');
    expect(JSON.stringify(body).match(/\{\{ name \}\}/g)).toHaveLength(2);
  });

  it('names the line and column of a misspelt key in a page’s body and front matter', async () => {
    await expect(page('Intro\n\nWrite to {{emial}}.')).rejects.toThrow(
      `${FILE}:8:10: unknown placeholder {{emial}}: did you mean {{email}}?`,
    );
    await expect(
      parseMarkdownFile('---\ntitle: Hi\ndescription: Everything about {{nmae}} in one place.\n---\n\nText', FILE, values),
    ).rejects.toThrow(`${FILE}:3:31: unknown placeholder {{nmae}}: did you mean {{name}}?`);
  });

  it('fills values in YAML, where a fact with a colon or quotes cannot break the text around it', () => {
    const schema = z.strictObject({ note: z.string(), figures: z.array(z.strictObject({ value: z.string() })) });
    const source = 'note: Open {{hours}}\nfigures:\n  - value: "{{yearsInBusiness}}"\n';
    const facts = { hours: 'Mon–Fri, 9:00 to 17:00 ("German time")', yearsInBusiness: '14' };
    expect(parseYamlData({ file: 'private/landing/why.yaml', source, schema, placeholders: facts })).toEqual({
      note: 'Open Mon–Fri, 9:00 to 17:00 ("German time")',
      figures: [{ value: '14' }],
    });
    expect(() => parseYamlData({ file: 'private/landing/why.yaml', source, schema, placeholders: { hours: '9 to 5' } })).toThrow(
      'private/landing/why.yaml:3:13: unknown placeholder {{yearsInBusiness}}: write one of {{hours}}',
    );
  });

  it('names each placeholder with a missing or extra brace at its line and column, and the form that works', async () => {
    // Line 6 of the file: the body starts on line 6.
    await expect(
      problemLines(page('Mail {{ email }} or call {{name}. and { {name} }.\n\nSee {address.street}} or {{email today.')),
    ).resolves.toEqual([
      `${FILE}:6:26: ${FORM} "{{name}" is missing a closing "}}"; write {{name}}`,
      `${FILE}:6:39: ${FORM} "{ {name} }" has a space between its braces; write {{name}}`,
      `${FILE}:8:5: ${FORM} "{address.street}}" is missing an opening "{{"; write {{address.street}}`,
      `${FILE}:8:26: ${FORM} "{{email" is missing a closing "}}"; write {{email}}`,
    ]);
  });

  it('names a key written with a dash or spaces, with the key it most likely meant', async () => {
    const facts = { ...values, vatId: 'DE000000000' };
    await expect(
      problemLines(
        parseMarkdownFile(
          '---\ntitle: Hello\ndescription: Everything about us in one place.\n---\n\nVAT ID {{vat-id}}, at {{Address Street}}; {{ }}.',
          FILE,
          facts,
        ),
      ),
    ).resolves.toEqual([
      `${FILE}:6:8: ${FORM} "{{vat-id}}" is no key: a key has only letters, digits and dots, no spaces or dashes; did you mean {{vatId}}?`,
      `${FILE}:6:23: ${FORM} "{{Address Street}}" is no key: a key has only letters, digits and dots, no spaces or dashes; did you mean {{address.street}}?`,
      `${FILE}:6:43: ${FORM} "{{ }}" has no key between its braces; write one of {{name}}, {{address.street}}, {{address.city}}, {{email}}, {{phoneHref}}, {{vatId}}`,
    ]);
  });

  it('names a stray closing pair after a placeholder that was filled', () => {
    expect(() => fillPlaceholders('{{name}} and name}}', values, FILE, 4)).toThrow(
      `${FILE}:4:14: ${FORM} "name}}" is missing an opening "{{"; write {{name}}`,
    );
  });

  it('places a problem where it is written, after escapes and markup, in text and in a link address', async () => {
    await expect(problemLines(page('Say *hi* \\* to {{emial}} or [write](mailto:{{email}).'))).resolves.toEqual([
      `${FILE}:6:16: unknown placeholder {{emial}}: did you mean {{email}}?`,
      `${FILE}:6:44: ${FORM} "{{email}" is missing a closing "}}"; write {{email}}`,
    ]);
  });

  it('names broken braces in front matter and YAML values at their column, in a block of lines too', async () => {
    await expect(
      problemLines(
        parseMarkdownFile(
          '---\ntitle: Visit {{name}\ndescription: "Everything about {{ email } in one place."\n---\n\nText',
          FILE,
          values,
        ),
      ),
    ).resolves.toEqual([
      `${FILE}:2:14: ${FORM} "{{name}" is missing a closing "}}"; write {{name}}`,
      `${FILE}:3:32: ${FORM} "{{ email }" is missing a closing "}}"; write {{email}}`,
    ]);
    const schema = z.strictObject({ lead: z.string(), note: z.string() });
    const source = 'lead: |\n  We are {{name}}.\n  Write to {email}} today.\nnote: "a \\"quote\\" and {{nmae}}"\n';
    const reading = Promise.resolve().then(() =>
      parseYamlData({ file: 'private/landing/hero.yaml', source, schema, placeholders: values }),
    );
    await expect(problemLines(reading)).resolves.toEqual([
      `private/landing/hero.yaml:3:12: ${FORM} "{email}}" is missing an opening "{{"; write {{email}}`,
      'private/landing/hero.yaml:4:24: unknown placeholder {{nmae}}: did you mean {{name}}?',
    ]);
  });

  it('leaves code alone, broken braces and all, and single braces in prose', async () => {
    const code =
      'Vue writes `{{ name }` or `{ {name} }`, a set is {a, b} and {x}.\n\n```js\nconst o = {{a: 1}};\n```\n\n    indented {{name}\n';
    const { body } = await page(code);
    const text = JSON.stringify(body);
    expect(text).toContain('{{ name }');
    expect(text).toContain('{ {name} }');
    expect(text).toContain('{a, b} and {x}');
    expect(text).toContain('{{a: 1}}');
    expect(text).toContain('indented {{name}');
    // The same braces outside code: only the one in prose is named.
    await expect(problemLines(page(`${code}\nAnd {{name}.`))).resolves.toEqual([
      `${FILE}:14:5: ${FORM} "{{name}" is missing a closing "}}"; write {{name}}`,
    ]);
  });

  it('counts the years in business in the year of the build', async () => {
    const company = { ...(await readCompany()), founded: 2012 };
    const site = { name: 'Example Software GmbH', shortName: 'Example Software' };
    expect(placeholderValues(company, site, 2026)).toMatchObject({
      founded: '2012',
      yearsInBusiness: '14',
      shortName: 'Example Software',
    });
    expect(placeholderValues(company, site, 2027).yearsInBusiness).toBe('15');
  });

  it('gives the business ID line once the number is assigned, and no paragraph before', async () => {
    const company = await readCompany();
    const site = { name: 'Example Software GmbH', shortName: 'Example Software' };
    const imprint = (businessId: string | null) =>
      markdownToHast(
        'VAT ID: DE000000000\n\n{{businessIdLine}}\n',
        'private/legal/imprint.md',
        placeholderValues({ ...company, businessId }, site),
      );
    expect(JSON.stringify(await imprint('DE123456789-00001'))).toContain(
      // The section sign keeps its number on its line: a no-break space.
      'Business identification number under §\u00a0139c of the German Fiscal Code (AO): DE123456789-00001',
    );
    const unassigned = await imprint(null);
    expect(unassigned.children.filter((node) => node.type === 'element' && node.tagName === 'p')).toHaveLength(1);
  });
});
