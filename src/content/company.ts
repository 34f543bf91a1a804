import 'server-only';

import { appConfig } from '../config';
import { onceUntilFailure } from '../lib/once-until-failure';
import { type Company, readCompany } from './company-facts';
import { placeholderValues, type PlaceholderValues } from './placeholder-values';

export type { Company } from './company-facts';

/** Company facts from private/company.yaml, read once per process. */
export const getCompany: () => Promise<Company> = onceUntilFailure(readCompany);

/** What `{{key}}` stands for in content and legal pages. */
export const getPlaceholderValues = async (): Promise<PlaceholderValues> => placeholderValues(await getCompany(), appConfig);
