import 'server-only';

import path from 'node:path';

import { z } from 'zod';

import { unknownIcon } from '../server/icons/icon-collections';
import { appConfig } from '../config';
import { ICON_NAME } from '../lib/icons';
import { ownSiteAddressText, ownSitePath } from '../lib/own-site-address';
import { getPlaceholderValues } from './company';
import type { PlaceholderValues } from './placeholder-values';
import { readAll } from './content-error';
import { localOrPreviewAddressText } from './local-or-preview-address';
import { plainText } from './plain-text-schema';
import { displayPath, PRIVATE_DIR } from './private-dir';
import { readRequiredFile } from './read-required-file';
import { type LocatedYaml, parseLocatedYaml } from './yaml-data';

const LANDING_DIR = path.join(PRIVATE_DIR, 'landing');

const iconName = z
  .string()
  .regex(ICON_NAME, { message: 'write the icon as collection:name, e.g. lucide:users', abort: true })
  // Checked here, where the file and line are known, not when the page renders.
  .superRefine((name, ctx) => {
    const message = unknownIcon(name);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
const linkTarget = z
  .string()
  .superRefine((to, ctx) => {
    const path = ownSitePath(to, appConfig.siteUrl);
    // First, as its message leaves out the preview token.
    const message = localOrPreviewAddressText(to) ?? (path === undefined ? undefined : ownSiteAddressText(to, path));
    if (message) ctx.addIssue({ code: 'custom', message, continue: false });
  })
  .regex(/^(\/(?!\/)|#)/, 'write a path starting with / or #, e.g. /services')
  // Browsers read a backslash as a slash: `/\host` leads to another site.
  .regex(/^[^\\]*$/, 'write the path with / only: browsers read \\ as /, so "/\\host" leads to another site');
// Every text is shown as written: a markdown link or HTML in it would reach readers as code (links go in `to:`).
const text = plainText.min(10);
/** A heading, label or figure: never empty (an empty heading still labels its section), never a paragraph. */
const short = plainText.min(1).max(80);

const action = z.strictObject({ label: short.min(2), to: linkTarget });

export const landingSchemas = {
  hero: z.strictObject({ eyebrow: short, title: short.min(10), lead: text, primary: action, secondary: action }),
  services: z.strictObject({
    title: short,
    intro: text,
    items: z.array(z.strictObject({ icon: iconName, title: short, text, to: linkTarget })).min(1),
  }),
  why: z.strictObject({
    title: short,
    intro: text,
    reasons: z.array(z.strictObject({ icon: iconName, title: short, text })).min(1),
    figures: z.array(z.strictObject({ value: short, label: short })),
  }),
  faq: z.strictObject({
    title: short,
    intro: text,
    items: z.array(z.strictObject({ question: short.endsWith('?', 'end it with a question mark'), answer: text })).min(1),
  }),
  contact: z.strictObject({ title: short, intro: text }),
};

type LandingSchemas = typeof landingSchemas;
/** One YAML file per schema above, named by its key; not the header's section links (lib/landing-sections.ts). */
export const LANDING_FILES = Object.keys(landingSchemas) as (keyof LandingSchemas)[];
export type Landing = { [K in keyof LandingSchemas]: z.infer<LandingSchemas[K]> };
export type FaqItem = Landing['faq']['items'][number];

type LandingFile<T> = LocatedYaml<T> & { file: string };

const loadSection = async <T>(
  name: keyof LandingSchemas,
  schema: z.ZodType<T>,
  placeholders: PlaceholderValues | undefined,
): Promise<LandingFile<T>> => {
  const absoluteFile = path.join(LANDING_DIR, `${name}.yaml`);
  const file = displayPath(absoluteFile);
  const source = await readRequiredFile(absoluteFile, `the landing page's ${name} section`);
  return { file, ...parseLocatedYaml({ file, source, schema, placeholders: placeholders ?? (await getPlaceholderValues()) }) };
};

/**
 * The landing files with the line of each value, so the build can name where a broken link is written.
 * `placeholders` stand in for the company facts' while those cannot be read (check-content.ts).
 */
export const getLandingFiles = (placeholders?: PlaceholderValues): Promise<LandingFile<unknown>[]> =>
  readAll(LANDING_FILES.map((name) => loadSection<unknown>(name, landingSchemas[name], placeholders)));

/** Every section of the landing page, from private/landing/*.yaml. */
export const getLanding = async (): Promise<Landing> => {
  const files = await getLandingFiles();
  // Each file was validated by its own schema, so each value has its section's type.
  return Object.fromEntries(LANDING_FILES.map((name, index) => [name, files[index]!.data])) as Landing;
};
