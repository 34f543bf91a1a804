import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { displayPath, PRIVATE_DIR } from './private-dir';
import { parseYamlData } from './yaml-data';

const LANDING_DIR = path.join(PRIVATE_DIR, 'landing');

const iconName = z.string().regex(/^[a-z0-9-]+:[a-z0-9-]+$/, 'must be an Iconify name such as "lucide:users"');
const linkTarget = z.string().regex(/^(\/(?!\/)|#)/, 'must be a site path ("/…") or an anchor ("#…")');
const text = z.string().trim().min(10);

const action = z.strictObject({ label: z.string().min(2), to: linkTarget });

const landingSchemas = {
  hero: z.strictObject({ eyebrow: z.string(), title: z.string().min(10), lead: text, primary: action, secondary: action }),
  services: z.strictObject({
    title: z.string(),
    intro: text,
    items: z.array(z.strictObject({ icon: iconName, title: z.string(), text, to: linkTarget })).min(1),
  }),
  why: z.strictObject({
    title: z.string(),
    intro: text,
    reasons: z.array(z.strictObject({ icon: iconName, title: z.string(), text })).min(1),
    figures: z.array(z.strictObject({ value: z.string(), label: z.string() })),
  }),
  faq: z.strictObject({
    title: z.string(),
    intro: z.string(),
    items: z.array(z.strictObject({ question: z.string().trim().endsWith('?'), answer: text })).min(1),
  }),
  contact: z.strictObject({ title: z.string(), intro: text }),
};

type LandingSchemas = typeof landingSchemas;
export type Landing = { [K in keyof LandingSchemas]: z.infer<LandingSchemas[K]> };
export type FaqItem = Landing['faq']['items'][number];

const loadSection = async <T>(name: keyof LandingSchemas, schema: z.ZodType<T>): Promise<T> => {
  const file = path.join(LANDING_DIR, `${name}.yaml`);
  return parseYamlData({ file: displayPath(file), source: await readFile(file, 'utf8'), schema });
};

/** Every section of the landing page, from private/landing/*.yaml. */
export const getLanding = async (): Promise<Landing> => {
  const [hero, services, why, faq, contact] = await Promise.all([
    loadSection('hero', landingSchemas.hero),
    loadSection('services', landingSchemas.services),
    loadSection('why', landingSchemas.why),
    loadSection('faq', landingSchemas.faq),
    loadSection('contact', landingSchemas.contact),
  ]);
  return { hero, services, why, faq, contact };
};
