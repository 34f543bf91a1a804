import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { appConfigInput } from '../../src/config/app.config';
import { landingSchemas } from '../../src/content/landing';
import { parseYamlData } from '../../src/content/yaml-data';

const SERVICES = 'private/landing/services.yaml';
/** The site's own address, as the shipped configuration has it. */
const SITE = appConfigInput.siteUrl;

/** services.yaml with one good item, then `item` as the second one, from line 8 on. */
const services = (item: string) =>
  `title: Services\nintro: What we build for you.\nitems:\n  - icon: lucide:cloud\n    title: Cloud\n    text: Hosting that keeps running.\n    to: /services\n${item}`;

const item = ({ icon = 'lucide:server', text = 'Servers we look after.', to = '/services' }) =>
  `  - icon: ${icon}\n    title: Servers\n    text: ${text}\n    to: ${to}\n`;

const parseServices = (source: string) => () => parseYamlData({ file: SERVICES, source, schema: landingSchemas.services });

describe('landing YAML messages', () => {
  it('accepts an icon the site ships, aliases included', () => {
    expect(parseServices(services(item({ icon: 'lucide:home' })))).not.toThrow();
  });

  it('refuses an icon its collection does not have, where it is written', () => {
    expect(parseServices(services(item({ icon: 'lucide:cloud-servers' })))).toThrow(
      `${SERVICES}:8: items[2].icon: no icon "cloud-servers" in lucide; see https://icon-sets.iconify.design/lucide/`,
    );
  });

  it('names the collections there are for an unknown one', () => {
    expect(parseServices(services(item({ icon: 'mdi:cloud' })))).toThrow(
      `${SERVICES}:8: items[2].icon: no icon collection "mdi"; use lucide or simple-icons`,
    );
    expect(parseServices(services(item({ icon: 'cloud' })))).toThrow(
      `${SERVICES}:8: items[2].icon: write the icon as collection:name, e.g. lucide:users`,
    );
  });

  it('says how to write a link and how long a text must be', () => {
    expect(parseServices(services(item({ to: 'services' })))).toThrow(
      `${SERVICES}:11: items[2].to: write a path starting with / or #, e.g. /services`,
    );
    expect(parseServices(services(item({ to: '/\\evil.example/' })))).toThrow(
      `${SERVICES}:11: items[2].to: write the path with / only: browsers read \\ as /, so "/\\host" leads to another site`,
    );
    expect(parseServices(services(item({ text: 'Servers.' })))).toThrow(
      `${SERVICES}:10: items[2].text: 8 characters, at least 10`,
    );
    expect(parseServices('title: Services\nintro: What we build for you.\nitems: []\n')).toThrow(
      `${SERVICES}:3: items: 0 items, at least 1`,
    );
  });

  it('says "exactly" for a list whose schema wants a fixed number of items', () => {
    const pair = z.object({ items: z.array(z.string()).length(2) });
    const parse = (source: string) => () => parseYamlData({ file: 'private/landing/cases.yaml', source, schema: pair });
    expect(parse('items:\n  - one\n')).toThrow('private/landing/cases.yaml:2: items: 1 item, exactly 2');
    expect(parse('items:\n  - one\n  - two\n  - three\n')).toThrow('private/landing/cases.yaml:2: items: 3 items, exactly 2');
  });

  it('refuses markdown and HTML in a text, which the page would show as written', () => {
    expect(parseServices(services(item({ text: 'Servers we look after, see [hosting](/services/cloud-hosting).' })))).toThrow(
      `${SERVICES}:10: items[2].text: plain text, shown as written: write hosting rather than [hosting](/services/cloud-hosting)`,
    );
    expect(parseServices(services(item({ text: 'Servers we <b>really</b> look after.' })))).toThrow(
      `${SERVICES}:10: items[2].text: plain text, shown as written: leave out the tags <b> and </b>`,
    );
  });

  it('asks for the path where a link is written with the site’s own address', () => {
    expect(parseServices(services(item({ to: `${SITE}/services/cloud-hosting#prices` })))).toThrow(
      `${SERVICES}:11: items[2].to: "${SITE}/services/cloud-hosting#prices" is this site's own address: write the path, "/services/cloud-hosting#prices", which also works in preview and is checked by the build`,
    );
    const apexOverHttp = SITE.replace('https://www.', 'http://');
    expect(parseServices(services(item({ to: `${apexOverHttp}/about` })))).toThrow(
      `${SERVICES}:11: items[2].to: "${apexOverHttp}/about" is this site's own address: write the path, "/about"`,
    );
  });

  it('refuses a link into the development server or with a preview token, as a page’s link is', () => {
    expect(parseServices(services(item({ to: 'http://localhost:3000/services' })))).toThrow(
      `${SERVICES}:11: items[2].to: "http://localhost:3000/services" is an address on the computer it was written on (a development server), which no visitor can reach: write the path, "/services"`,
    );
    expect(parseServices(services(item({ to: '/services?preview=s3cret' })))).toThrow(
      `${SERVICES}:11: items[2].to: "/services?preview=…" carries a preview token, which the page would publish: write it without ?preview=…, "/services"`,
    );
  });

  it('asks for a question mark at the end of a question', () => {
    const file = 'private/landing/faq.yaml';
    const source =
      'title: FAQ\nintro: Asked often.\nitems:\n  - question: Where are you\n    answer: In Cologne, by the Rhine.\n';
    expect(() => parseYamlData({ file, source, schema: landingSchemas.faq })).toThrow(
      `${file}:4: items[1].question: end it with a question mark`,
    );
  });

  it('refuses an empty heading, which would leave its section labelled by nothing, and one as long as a paragraph', () => {
    const file = 'private/landing/why.yaml';
    const why = (title: string) =>
      `title: ${title}\nintro: Why clients stay with us.\nreasons:\n  - icon: lucide:users\n    title: Senior people\n    text: Everyone writes code in production.\nfigures: []\n`;
    expect(() => parseYamlData({ file, source: why("''"), schema: landingSchemas.why })).toThrow(
      `${file}:1: title: 0 characters, at least 1`,
    );
    expect(() => parseYamlData({ file, source: why('Why us? '.repeat(11)), schema: landingSchemas.why })).toThrow(
      `${file}:1: title: 87 characters, at most 80`,
    );
  });

  it('asks for the fields of a link below its name', () => {
    const file = 'private/landing/hero.yaml';
    const source =
      'eyebrow: Cologne\ntitle: Software that works\nlead: We build and run it.\nprimary: Contact\nsecondary:\n  label: Services\n  to: /services\n';
    expect(() => parseYamlData({ file, source, schema: landingSchemas.hero })).toThrow(
      `${file}:4: primary: write its fields below it, indented`,
    );
  });
});
