import 'server-only';

import path from 'node:path';

import { appConfig } from '../config';
import { type Company, getCompany } from './company';
import { ContentError } from './content-error';
import { type MarkdownFile, parseMarkdownFile } from './markdown-file';
import { displayPath, PRIVATE_DIR } from './private-dir';
import { readRequiredFile } from './read-required-file';
import { phoneHref } from '../lib/phone-href';
import { nearestWord } from '../lib/nearest-word';
import { LEGAL_PAGE_TITLES, LEGAL_PAGES } from '../lib/site-pages';

export type LegalPageName = (typeof LEGAL_PAGES)[number];
export type LegalPage = MarkdownFile & { file: string };

const LEGAL_DIR = path.join(PRIVATE_DIR, 'legal');

/** The facts legal texts may quote as `{{key}}`, so they are written down only once. */
const placeholderValues = (company: Company): Record<string, string> => ({
  name: appConfig.name,
  legalForm: company.legalForm,
  'address.street': company.address.street,
  'address.postalCode': company.address.postalCode,
  'address.city': company.address.city,
  'address.country': company.address.country,
  email: company.email,
  phone: company.phone,
  phoneHref: phoneHref(company.phone),
  managingDirectors: company.managingDirectors.join(' and '),
  'register.court': company.register.court,
  'register.number': company.register.number,
  vatId: company.vatId,
  'supervisoryAuthority.name': company.supervisoryAuthority.name,
  'supervisoryAuthority.address': company.supervisoryAuthority.address,
  'supervisoryAuthority.url': company.supervisoryAuthority.url,
});

/** "unknown placeholder {{adress.street}}: did you mean {{address.street}}?", or the keys there are. */
const unknownPlaceholderText = (key: string, known: string[]) => {
  const meant = nearestWord(key, known);
  return `unknown placeholder {{${key}}}: ${meant ? `did you mean {{${meant}}}?` : `write one of ${known.map((k) => `{{${k}}}`).join(', ')}`}`;
};

/** Replaces `{{key}}` line by line, so an unknown key is reported with its line. */
export const fillPlaceholders = (source: string, values: Record<string, string>, file: string): string =>
  source
    .split('\n')
    .map((line, index) =>
      line.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new ContentError(file, index + 1, unknownPlaceholderText(key, Object.keys(values)));
        return value;
      }),
    )
    .join('\n');

const loadLegalPage = async (name: LegalPageName): Promise<LegalPage> => {
  const absoluteFile = path.join(LEGAL_DIR, `${name}.md`);
  const file = displayPath(absoluteFile);
  const markdown = fillPlaceholders(
    await readRequiredFile(absoluteFile, `the ${LEGAL_PAGE_TITLES[name]}`),
    placeholderValues(await getCompany()),
    file,
  );
  return { file, ...(await parseMarkdownFile(markdown, file)) };
};

export const getLegalPage = (name: LegalPageName): Promise<LegalPage> => loadLegalPage(name);
