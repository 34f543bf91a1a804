import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { BRAND_COLOR } from '../../src/lib/brand-color';
import { expectNoAxeViolations } from './support/axe';
import { BROWSER_ONLY } from './support/deployments';
import { waitForHydration } from './support/hydration';
import { colourAt } from './support/pixel';
import { SITE_NAME } from './support/site';
import { VISITOR_USER_AGENT } from './support/user-agents';
import { scrollInstantly, settledScrollY } from './support/scroll';
import { asReturningVisitor, cookieBanner } from './support/visitor';

const ERROR_TITLE = `Something went wrong · ${SITE_NAME}`;
/** The logo's square, as [red, green, blue]. */
const BRAND_RGB = [1, 3, 5].map((at) => parseInt(BRAND_COLOR.slice(at, at + 2), 16));

/** From /about, follows the link to /careers while the server answers its payload with `status` and `body`. */
const followToCareersAnswering = async (page: Page, status: number, body: string) => {
  await page.goto('/about');
  await waitForHydration(page);
  await page.route('**/RSC/R/careers.txt*', (route) => route.fulfill({ status, contentType: 'text/plain', body }));
  await page.getByRole('link', { name: 'see the open positions' }).click();
};

test.describe('error catalogue', () => {
  test('a payload that cannot be loaded is a warning; the current page stays', BROWSER_ONLY, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/about');
    await waitForHydration(page);
    await page.route('**/RSC/R/careers.txt*', (route) => route.abort());
    await page.getByRole('link', { name: 'see the open positions' }).click();
    await expect.poll(() => warnings.some((text) => text.includes('staying on the current one'))).toBe(true);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('a link that cannot load says so on screen until the next page opens', BROWSER_ONLY, async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.route('**/RSC/R/careers.txt*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'see the open positions' }).click();
    const notice = page.getByText('That page could not be loaded. Check your connection and try again.');
    await expect(notice).toBeInViewport({ ratio: 1 });
    expect((await notice.boundingBox())!.width).toBeGreaterThan(250);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(notice).toBeInViewport();
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/about$/);
    await page.unroute('**/RSC/R/careers.txt*');
    await page.getByRole('link', { name: 'see the open positions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    // The same live region reads the new page's title, off screen as before.
    const announcer = page.locator('p[aria-live]');
    await expect(announcer).toHaveText(/^Careers/);
    expect((await announcer.boundingBox())!.width).toBeLessThan(2);
  });

  test('a link that cannot load leaves the visitor where they were reading', BROWSER_ONLY, async ({ page, context }) => {
    // No cookie banner over the footer's links, which would make the click scroll first.
    await asReturningVisitor(page);
    await page.goto('/how-we-work');
    await waitForHydration(page);
    await scrollInstantly(page, 'end');
    const readingAt = await page.evaluate(() => window.scrollY);
    expect(readingAt).toBeGreaterThan(500);
    await context.setOffline(true);
    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    // The page is built anew once the failed load is undone: the test waits for that, and for the window to rest.
    await careers.evaluate((link) => link.setAttribute('data-before-failure', ''));
    await careers.click();
    await expect(page.locator('[data-before-failure]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/how-we-work$/);
    expect(await settledScrollY(page)).toBe(readingAt);
    await context.setOffline(false);
  });

  test(
    'a link that cannot load offline leaves the keyboard on that link and the cookie banner closed',
    BROWSER_ONLY,
    async ({ page, context }) => {
      await page.goto('/');
      await waitForHydration(page);
      const banner = cookieBanner(page);
      await banner.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(banner).toBeHidden();
      await context.setOffline(true);
      const imprint = page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' });
      // The page is built anew once the failed load is undone: the test waits for that.
      await imprint.evaluate((link) => link.setAttribute('data-before-failure', ''));
      await imprint.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('[data-before-failure]')).toHaveCount(0);
      await expect(page.getByText('That page could not be loaded. Check your connection and try again.')).toBeVisible();
      await expect(imprint).toBeFocused();
      // Closed for this page load, the banner stays closed in the page built anew.
      await expect(banner).toBeHidden();
      await context.setOffline(false);
    },
  );

  test(
    'Back that cannot load offline leaves the visitor on the page they were reading, not further back',
    BROWSER_ONLY,
    async ({ page, context }) => {
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForHydration(page);
      // Clicked without hovering first, so /about's payload is not fetched ahead and kept.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'About us' })
        .evaluate((link: HTMLElement) => link.click());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await page.getByRole('link', { name: 'see the open positions' }).evaluate((link: HTMLElement) => link.click());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await context.setOffline(true);
      await page.evaluate(() => history.back());
      await expect.poll(() => warnings.some((text) => text.includes('staying on the current one'))).toBe(true);
      // Undone by going forward again: back once more would leave /about for / (and, from there, the site).
      await expect(page).toHaveURL(/\/careers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await context.setOffline(false);
      await page.evaluate(() => history.back());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    },
  );

  test(
    'a page whose own code cannot load offline leaves the visitor where they were, told so',
    BROWSER_ONLY,
    async ({ page, context, request }) => {
      await asReturningVisitor(page);
      await page.goto('/');
      await waitForHydration(page);
      // The connection drops after the page's payload came and before its code did.
      const payload = await (await request.get('/RSC/R/press.txt')).body();
      await page.route('**/RSC/R/press.txt*', (route) => route.fulfill({ contentType: 'text/x-component', body: payload }));
      await page.route('**/assets/___.slug_-*.js', (route) => route.abort('internetdisconnected'));
      await context.setOffline(true);
      // Clicked without hovering first, so nothing is fetched ahead.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Press' })
        .evaluate((link: HTMLElement) => link.click());
      await expect(page.getByText('That page could not be loaded. Check your connection and try again.')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Web applications');
      await context.setOffline(false);
      await page.unrouteAll();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press kit');
    },
  );

  test(
    'a link that cannot load offline leaves the header logo drawn, then and after the next page',
    BROWSER_ONLY,
    async ({ page, context }) => {
      await asReturningVisitor(page);
      await page.goto('/how-we-work');
      await waitForHydration(page);
      const logo = page.getByRole('banner').getByRole('link', { name: SITE_NAME }).locator('svg, img').first();
      // A point of the logo's blue square, clear of its white and light blue strokes.
      const logoColour = async () => {
        const box = (await logo.boundingBox())!;
        return colourAt(page, box.x + box.width / 2, box.y + box.height * 0.35);
      };
      expect(await logoColour()).toEqual(BRAND_RGB);
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await context.setOffline(true);
      // The page is built anew once the failed load is undone: the test waits for the new logo.
      await logo.evaluate((drawing) => drawing.setAttribute('data-before-failure', ''));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
      await expect.poll(() => warnings.some((text) => text.includes('staying on the current one'))).toBe(true);
      await expect(page).toHaveURL(/\/how-we-work$/);
      await expect(page.locator('[data-before-failure]')).toHaveCount(0);
      expect(await logoColour()).toEqual(BRAND_RGB);
      await context.setOffline(false);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      expect(await logoColour()).toEqual(BRAND_RGB);
    },
  );

  test('a link that cannot load keeps the keyboard on that link', BROWSER_ONLY, async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/how-we-work');
    await waitForHydration(page);
    await page.route('**/RSC/R/careers.txt*', (route) => route.abort());
    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await careers.focus();
    // The page is built anew once the failed load is undone: the test waits for that, not for the focus it starts with.
    await careers.evaluate((link) => link.setAttribute('data-before-failure', ''));
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-before-failure]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/how-we-work$/);
    await expect(careers).toBeFocused();
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Press' })).toBeFocused();
  });

  test(
    'a page whose payload is answered by a Wi-Fi login page loads in full, so the browser shows what is really there',
    BROWSER_ONLY,
    async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
      await page.goto('/about');
      await waitForHydration(page);
      await page.route('**/RSC/R/careers.txt*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Guest Wi-Fi</title><h1>Sign in</h1>',
        }),
      );
      await page.getByRole('link', { name: 'see the open positions' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await expect(page.getByRole('banner')).toBeVisible();
      expect(documents).toEqual(['/about', '/careers']);
    },
  );

  test(
    'a page that fails to render twice within 10 s shows the error page, and Back to home recovers',
    BROWSER_ONLY,
    async ({ page }) => {
      await followToCareersAnswering(page, 200, 'this is not a payload');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await followToCareersAnswering(page, 200, 'this is not a payload');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page).toHaveTitle(ERROR_TITLE);
      // The payload is the whole route, layout included: the root's error page stands alone, and leads home by a full load.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
      await expect(page).not.toHaveTitle(ERROR_TITLE);
    },
  );

  test(
    'when the error page’s own code cannot load either, the page loads in full; again within 10 s, a way home is still there',
    BROWSER_ONLY,
    async ({ page }) => {
      await page.route('**/assets/root-error-fallback-*.js', (route) => route.abort());
      await followToCareersAnswering(page, 200, 'this is not a payload');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await followToCareersAnswering(page, 200, 'this is not a payload');
      await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
    },
  );

  test(
    'a page whose own client code fails shows the error page between header and footer, and Back to home recovers',
    BROWSER_ONLY,
    async ({ page }) => {
      // The real payload, whose page content also asks for a client component the build does not have.
      const payload = await readFile('dist/public/RSC/R/careers.txt', 'utf8');
      expect(payload).toMatch(/^1:\[\[/m);
      const broken = 'ff:I["no-such-module",[],"Missing",1]\n' + payload.replace(/^1:\[\[/m, '1:[["$","$Lff",null,{}],[');
      await page.goto('/about');
      await waitForHydration(page);
      await page.route('**/RSC/R/careers.txt*', (route) =>
        route.fulfill({ status: 200, contentType: 'text/x-component', body: broken }),
      );
      await page.getByRole('link', { name: 'see the open positions' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page).toHaveTitle(ERROR_TITLE);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: 'Back to home' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test(
    'a server error on the next page loads it in full, so the server answers with the whole document',
    BROWSER_ONLY,
    async ({ page }) => {
      const documents: string[] = [];
      page.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
      await followToCareersAnswering(page, 503, 'Service Unavailable');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await expect(page).toHaveURL(/\/careers$/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(documents).toEqual(['/about', '/careers']);
    },
  );

  test(
    'a second server error on the same page within 10 s shows the error page, named in the tab',
    BROWSER_ONLY,
    async ({ page }) => {
      await followToCareersAnswering(page, 500, 'Internal Server Error');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
      await page.goto('/about');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'see the open positions' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.getByText('An unexpected error stopped this page from loading.')).toBeVisible();
      await expect(page).toHaveTitle(ERROR_TITLE);
    },
  );

  test.describe('for a visitor', BROWSER_ONLY, () => {
    test.use({ userAgent: VISITOR_USER_AGENT });

    test('an unhandled error brings up the error page', async ({ page }) => {
      await page.goto('/about');
      await waitForHydration(page);
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('state corrupted')), 0));
      await expect(page.getByRole('alertdialog')).toContainText('Something went wrong');
      await expect(page).toHaveTitle(ERROR_TITLE);
      // An internal message can name files or data: the page keeps it to itself.
      await expect(page.getByText('state corrupted')).toHaveCount(0);
    });

    test('an unhandled error is logged first, even when the bot check’s code cannot load', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.route('**/assets/isbot-*.js', (route) => route.abort());
      await page.goto('/about');
      await waitForHydration(page);
      const reloaded = page.waitForEvent('load');
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('state corrupted')), 0));
      await expect.poll(() => errors.filter((text) => text.includes('Unhandled error')).length).toBe(1);
      // A chunk that cannot load reloads the page once, as after a deploy; the page is there again.
      await reloaded;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      // Done before the context closes: a request the reload still has in flight must not hold it open.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });

  test.describe('for a search bot', BROWSER_ONLY, () => {
    test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

    test('an unhandled error is only logged and the page stays', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto('/about');
      await waitForHydration(page);
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('state corrupted')), 0));
      await expect.poll(() => errors.some((text) => text.includes('Unhandled error'))).toBe(true);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    });
  });

  test('the payload of a missing page is a 404, as for its HTML', async ({ request }) => {
    for (const path of ['/RSC/R/no-such-page.txt', '/RSC/R/services/cloud.txt']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    expect((await request.get('/RSC/R/about.txt')).status()).toBe(200);
  });

  test('a link to a page that has gone shows the 404 page at its address, inside the layout', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    // /careers answers as a page that no longer exists: whatever this deployment sends for a missing payload.
    await page.route('**/RSC/R/careers.txt*', async (route) =>
      route.fulfill({ response: await route.fetch({ url: new URL('/RSC/R/no-such-page.txt', route.request().url()).href }) }),
    );
    await page.getByRole('link', { name: 'see the open positions' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a missing page is a 404 inside the layout (not fatal)', async ({ page }) => {
    const response = await page.goto('/services/cloud');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a path failing the validity check is a fatal 404: the error alone, with its reason and the legal links', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'server', 'a static host cannot tell an invalid path from a missing one');
    const response = await page.goto('/Services/../Web_Apps?x=1');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByTestId('status-message')).toHaveText('Page not found: /Web_Apps');
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /Web_Apps?x=1');
    await expect(page.getByRole('banner')).toHaveCount(0);
    // Of the footer only what every page of a German company must link to: the imprint and the privacy policy.
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveText(['Privacy', 'Imprint']);
    // Without the layout it still says which language it is in.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/imprint$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
