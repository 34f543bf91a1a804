import { expect, test } from '@playwright/test';

import { readCompany } from '../../src/content/company-facts';
import { PUBLISHED_CONTENT_PATHS, publishedPages } from './support/content';
import { SHORT_NAME, SITE_NAME, SITE_URL } from './support/site';

const PAGE_TYPES = ['/', '/services/web-applications', '/imprint', '/privacy'];

test('every page type has title, description, canonical, Open Graph and Twitter tags', async ({ page }) => {
  for (const path of PAGE_TYPES) {
    await page.goto(path);
    expect(await page.title()).toContain(SITE_NAME);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    expect((await meta('meta[name="description"]'))?.length).toBeGreaterThan(40);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
    expect(await meta('meta[property="og:title"]')).toBe(await page.title());
    expect(await meta('meta[property="og:image"]')).toBe(`${SITE_URL}/og-image.jpg`);
    expect(await meta('meta[property="og:locale"]')).toBe('en_GB');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // Link previews describe the share image to people who cannot see it.
    const shareImageAlt = (await meta('meta[property="og:image:alt"]')) ?? '';
    expect(shareImageAlt.startsWith(`${SITE_NAME}: `), shareImageAlt).toBe(true);
    expect(shareImageAlt.length).toBeGreaterThanOrEqual(`${SITE_NAME}: `.length + 40);
    expect(await meta('meta[name="twitter:image:alt"]')).toBe(await meta('meta[property="og:image:alt"]'));
  }
});

test('pages are shared as pages of the website, not as articles, unless their front matter says so', async ({ page }) => {
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  const pages = await publishedPages();
  // None of the shipped pages is a dated write-up; the unit tests cover one that is.
  expect(pages.filter((p) => p.frontMatter.type === 'article')).toEqual([]);
  for (const path of ['/', '/services/web-applications', '/about', '/imprint']) {
    await page.goto(path);
    expect(await meta('meta[property="og:type"]'), path).toBe('website');
    await expect(page.locator('meta[property="article:modified_time"]')).toHaveCount(0);
  }
});

test('the landing page describes the company and its FAQ as structured data, as the pages show them', async ({ page }) => {
  const company = await readCompany();
  await page.goto('/');
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  // The name search results show for the site, published by the company described next.
  const webSite = data.find((d) => d['@type'] === 'WebSite');
  expect(webSite).toMatchObject({ name: SITE_NAME, url: `${SITE_URL}/`, inLanguage: 'en-GB' });
  const organization = data.find((d) => d['@type'] === 'Organization');
  expect(webSite.publisher['@id']).toBe(organization['@id']);
  expect(organization).toMatchObject({
    name: SITE_NAME,
    email: company.email,
    foundingDate: String(company.founded),
    address: { postalCode: company.address.postalCode },
  });

  // Each fact as the contact section and the footer show it to visitors.
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: organization.email })).toHaveAttribute('href', `mailto:${organization.email}`);
  await expect(contact.getByRole('link', { name: organization.telephone })).toHaveAttribute('href', /^tel:\+\d+$/);
  const { streetAddress, postalCode, addressLocality } = organization.address;
  expect(await contact.locator('address').innerText()).toContain(`${streetAddress}\n${postalCode} ${addressLocality}`);
  const footerLinks = await page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(organization.sameAs.length).toBeGreaterThan(0);
  for (const profile of organization.sameAs) expect(footerLinks, profile).toContain(profile);
  expect(organization.description).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
  expect(organization.logo).toMatch(new RegExp(`^${SITE_URL}/`));
  expect((await page.request.get(new URL(organization.logo).pathname)).headers()['content-type']).toMatch(/^image\//);

  // Every question with the answer the visitor reads when opening it.
  const faq = data.find((d) => d['@type'] === 'FAQPage');
  const shown = await page.locator('#faq details').evaluateAll((items) =>
    items.map((item) => ({
      question: item.querySelector('summary')!.textContent!.trim(),
      answer: [...item.children]
        .filter((child) => child.tagName !== 'SUMMARY')
        .map((child) => child.textContent!.trim())
        .join(' '),
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  expect(
    faq.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => ({
      question: entry.name,
      answer: entry.acceptedAnswer.text,
    })),
  ).toEqual(shown);

  // The VAT ID as the imprint states it.
  await page.goto('/imprint');
  await expect(page.getByRole('main')).toContainText(organization.vatID);
  expect(organization.vatID).toMatch(/^DE\d{9}$/);
});

test('a nested page shows its way from home and gives search engines the same trail', async ({ page }) => {
  const pages = await publishedPages();
  const titleOf = (path: string) => pages.find((p) => p.path === path)!.frontMatter.title;
  await page.goto('/services/web-applications');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link')).toHaveText(['Home', titleOf('/services')]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(titleOf('/services/web-applications'));
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  const list = data.find((d) => d['@type'] === 'BreadcrumbList');
  expect(list.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
    { '@type': 'ListItem', position: 2, name: titleOf('/services'), item: `${SITE_URL}/services` },
    {
      '@type': 'ListItem',
      position: 3,
      name: titleOf('/services/web-applications'),
      item: `${SITE_URL}/services/web-applications`,
    },
  ]);
  await trail.getByRole('link', { name: titleOf('/services') }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf('/services'));

  // A top-level page is one step from home: no trail.
  for (const path of ['/services', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), path).toHaveCount(0);
    await expect(page.locator('script[type="application/ld+json"]', { hasText: 'BreadcrumbList' }), path).toHaveCount(0);
  }
});

test('sitemap.xml lists the published pages and nothing else, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  // Written out, not read from the content index the sitemap itself is made from.
  const published = ['/', '/imprint', '/privacy', ...PUBLISHED_CONTENT_PATHS];
  expect(listed.sort()).toEqual(published.map((path) => `${SITE_URL}${path}`).sort());
  // Staged pages and drafts stay out.
  expect(sitemap).not.toContain('data-platforms');
  expect(sitemap).not.toContain('ai-assistants');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  // As crawlers read it: the longest matching rule wins.
  const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, prefix]) => ({ kind, prefix: prefix! }));
  const crawlable = (path: string) =>
    rules.filter(({ prefix }) => path.startsWith(prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]?.kind !==
    'Disallow';
  for (const path of published) expect(crawlable(path), path).toBe(true);
  // A page's payload is data, not a page: on a plain static host nothing else keeps it out of search results.
  expect(crawlable('/RSC/R/imprint.txt')).toBe(false);
  expect(crawlable('/api/preview/status')).toBe(false);
});

test('security.txt names where to report a vulnerability, valid for under a year', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await response.text();
  expect(text).toContain('Contact: mailto:hello@example.com\n');
  expect(text).toContain(`Canonical: ${SITE_URL}/.well-known/security.txt\n`);
  const expires = Date.parse(text.match(/^Expires: (.+)$/m)![1]!);
  const daysLeft = (expires - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(300);
  expect(daysLeft).toBeLessThan(365);
});

test('favicons and the web manifest are served', async ({ request, page }) => {
  for (const path of ['/favicon.ico', '/logo.svg', '/apple-touch-icon.png', '/icon-192.png', '/icon-512.png', '/og-image.jpg']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const manifest = await (await request.get('/site.webmanifest')).json();
  expect(manifest).toMatchObject({ name: SITE_NAME, short_name: SHORT_NAME, start_url: '/' });
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
});
