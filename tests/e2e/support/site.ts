import { appConfigInput } from '../../../src/config/app.config';

/** The company name from the app configuration, so renaming the company leaves the tests standing. */
export const SITE_NAME = appConfigInput.name;

/** The name without its legal form, as running text quotes it ({{shortName}}). */
export const SHORT_NAME = appConfigInput.shortName;

/** The site's public address, as canonical links, the sitemap and robots.txt name it. */
export const SITE_URL = appConfigInput.siteUrl;

/** The footer's first social link (title, icon, address), as the configuration writes it. */
export const FIRST_SOCIAL = appConfigInput.socials[0]!;

/** `text` as a RegExp source that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern matching exactly `text`, for Playwright filters that take a RegExp. */
export const exactText = (text: string) => new RegExp(`^${literally(text)}$`);
