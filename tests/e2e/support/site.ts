import { appConfigInput } from '../../../src/config/app.config';

/** The company name from the app configuration, so renaming the company leaves the tests standing. */
export const SITE_NAME = appConfigInput.name;

/** The site's public address, as canonical links, the sitemap and robots.txt name it. */
export const SITE_URL = appConfigInput.siteUrl;

/** A pattern matching exactly `text`, for Playwright filters that take a RegExp. */
export const exactText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
