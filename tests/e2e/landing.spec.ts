import { expect, test } from '@playwright/test';
import { SHORT_NAME, SITE_NAME } from './support/site';

test.describe('landing page', () => {
  test('has exactly the four sections, in order, each reachable by its header link', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page).toHaveTitle(`${SITE_NAME} · Software studio in Cologne`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
    const sections = [
      ['services', 'Services'],
      ['why', `Why ${SHORT_NAME}?`],
      ['faq', 'Frequently asked questions'],
      ['contact', 'Contact'],
    ] as const;
    const landingSections = page.locator('main section[id]');
    await expect(landingSections).toHaveCount(sections.length);
    expect(await landingSections.evaluateAll((found) => found.map((section) => section.id))).toEqual(sections.map(([id]) => id));
    const headerNav = page.getByRole('banner').getByRole('navigation').first();
    for (const [id, heading] of sections) {
      await expect(page.locator(`section#${id}`).getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(headerNav.locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    await expect(page.locator('#services').getByRole('listitem')).toHaveCount(4);
  });

  test("no section's introduction is set larger than the hero's lead, on a phone or a desktop", async ({ page }) => {
    const sizeOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const lead = await sizeOf('h1 + p');
      for (const id of ['services', 'why', 'faq', 'contact'])
        expect(await sizeOf(`#${id} h2 + p`), `${id} at ${width} px`).toBeLessThanOrEqual(lead);
    }
  });

  test('FAQ answers open and close as disclosures', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const answer = faq.getByText('Most first build phases cost between 15,000 and 60,000 euros', { exact: false });
    await expect(answer).toBeHidden();
    await faq.getByText('How much does a typical project cost?').click();
    await expect(answer).toBeVisible();
    await faq.getByText('How much does a typical project cost?').press('Enter');
    await expect(answer).toBeHidden();
  });

  test('contact shows e-mail, phone and address, and no form', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(contact.getByRole('link', { name: '+49 221 0000000' })).toHaveAttribute('href', 'tel:+492210000000');
    await expect(contact.locator('address')).toContainText('Musterstraße 12');
    await expect(contact.locator('address')).toContainText('50667 Köln');
    await expect(page.locator('form')).toHaveCount(0);
  });
});

test.describe('legal pages', () => {
  test('imprint has what § 5 DDG asks of a GmbH', async ({ page }) => {
    await page.goto('/imprint');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
    const body = page.locator('article');
    for (const fact of [
      SITE_NAME,
      'Gesellschaft mit beschränkter Haftung (GmbH)',
      'Musterstraße 12',
      '50667 Köln',
      'Erika Mustermann and Max Mustermann',
      // One person answers for the content, not two without saying who for what (§ 18 (2) MStV).
      'under § 18 (2) MStV: Erika Mustermann, address as above',
      'hello@example.com',
      '+49 221 0000000',
      'Amtsgericht Köln',
      'HRB 000000',
      'DE000000000',
    ]) {
      await expect(body).toContainText(fact);
    }
    await expect(body).not.toContainText('{{');
    // No business ID is assigned in company.yaml, so its line is left out rather than shown empty.
    await expect(body).not.toContainText('Business identification number');
    // Reached in one tap, as in the contact section.
    await expect(body.getByRole('link', { name: '+49 221 0000000' })).toHaveAttribute('href', 'tel:+492210000000');
    await expect(body.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  });

  test('a section sign stays on the line of its number, in the lead and in the text', async ({ page }) => {
    await page.goto('/imprint');
    const texts = await page.locator('article').locator('p, h2').filter({ hasText: /§\s\d/ }).allTextContents();
    // The lead (front matter) and the body (markdown): both quote § 5 DDG.
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const text of texts) expect(text, text).not.toMatch(/§ /);
  });

  test('privacy policy covers what a German site must explain', async ({ page }) => {
    await page.goto('/privacy');
    for (const heading of [
      'Controller',
      'Server logs',
      'Storage in your browser',
      'No tracking, no third parties',
      'Your rights',
      // Set apart from the other rights, as Article 21 (4) GDPR asks.
      'Right to object',
      'Right to lodge a complaint',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const body = page.locator('article');
    for (const term of [
      'cookie-consent',
      'color-mode',
      'previewToken',
      'preview-active',
      'Article 15 GDPR',
      'Article 22 GDPR',
      'Musterhosting GmbH',
      'Landesbeauftragte für Datenschutz',
    ]) {
      await expect(body).toContainText(term);
    }
  });
});
