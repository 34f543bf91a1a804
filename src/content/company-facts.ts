import path from 'node:path';

import { z } from 'zod';

import { displayPath, PRIVATE_DIR } from './private-dir';
import { readRequiredFile } from './read-required-file';
import { parseYamlData } from './yaml-data';

export const companySchema = z.strictObject({
  legalForm: z.string().min(3),
  address: z.strictObject({
    street: z.string().min(3),
    postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit German postal code'),
    city: z.string().min(2),
    country: z.string().min(2),
  }),
  email: z.email(),
  // As DIN 5008 writes it: spaces between the groups, a dash before an extension. phoneHref keeps the digits.
  phone: z
    .string()
    .regex(
      /^\+\d[\d -]{5,20}\d$/,
      'must be an international number of digits, spaces and a dash before an extension, such as "+49 221 1234567" or "+49 221 987654-0" (no brackets: the (0) is not dialled from abroad)',
    ),
  managingDirectors: z.array(z.string().min(3)).min(1),
  /** One person: where several are named, the imprint would have to say who answers for which part. */
  responsibleForContent: z.string().min(3),
  register: z.strictObject({
    court: z.string().min(3),
    number: z.string().regex(/^HR[AB] \d+/, 'must be HRA or HRB and a number, such as "HRB 12345"'),
  }),
  vatId: z.string().regex(/^DE\d{9}$/, 'must be a German VAT ID such as DE123456789'),
  /** Wirtschafts-Identifikationsnummer (§ 139c AO); null until assigned. */
  businessId: z
    .string()
    .regex(/^DE\d{9}-\d{5}$/, 'must be a business ID such as DE123456789-00001 (the VAT ID and a five-digit number), or null')
    .nullable(),
  openingHours: z.string().min(3),
  /** The year the company was founded: pages quote it, and the years in business counted from it. */
  founded: z.number().int().min(1900).max(new Date().getFullYear()),
  /** The processor the privacy policy names (Art. 28 GDPR) and where its servers stand. */
  hosting: z.strictObject({ provider: z.string().min(3), location: z.string().min(3) }),
  supervisoryAuthority: z.strictObject({ name: z.string(), address: z.string(), url: z.url() }),
});

export type Company = z.infer<typeof companySchema>;

export const COMPANY_FILE = path.join(PRIVATE_DIR, 'company.yaml');

/** Reads and validates private/company.yaml; getCompany (company.ts) keeps the result. */
export const readCompany = async (): Promise<Company> =>
  parseYamlData({
    file: displayPath(COMPANY_FILE),
    source: await readRequiredFile(COMPANY_FILE, 'the facts the imprint, the contact section and the structured data show'),
    schema: companySchema,
  });
