import { expect, type Page, type Request, test } from '@playwright/test';

import { readBuildRecord } from '../../scripts/build-record.mjs';
import { appConfigInput } from '../../src/config/app.config';
import { FIRST_CHECK_DELAY_MS } from '../../src/lib/build-check-timing';
import { ICON_API_SETTINGS } from '../../src/lib/icons';

import { BROWSER_ONLY, SLOW_ICON_API } from './support/deployments';
import { holdRequests } from './support/held-requests';
import { FIRST_SOCIAL, literally } from './support/site';
import { waitForHydration } from './support/hydration';
import { VISITOR_USER_AGENT } from './support/user-agents';
import { asReturningVisitor, cookieBanner } from './support/visitor';

/** Marks the document on screen. A full load or reload takes the mark away as it starts, before the next document is there. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    const marked = window as unknown as { marker?: number };
    marked.marker = 1;
    addEventListener('beforeunload', () => (marked.marker = 0));
  });
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

/**
 * Collects the page's warnings that it goes on without code it could not load (loadIsland). One is
 * logged only once the module preload handler has let the failure through instead of reloading.
 */
const recordCodeDoneWithout = (page: Page) => {
  const warnings: string[] = [];
  page.on(
    'console',
    (message) => message.text().startsWith('Part of the page could not be loaded') && warnings.push(message.text()),
  );
  return warnings;
};
const doneWithout = (warnings: string[], chunk: string) => warnings.some((text) => text.includes(`/assets/${chunk}-`));

test.describe('build manifest', () => {
  test('latest.json and meta/<id>.json are served, latest uncached', async ({ request }) => {
    const latest = await request.get('/_app/builds/latest.json?123');
    expect(latest.status()).toBe(200);
    expect(latest.headers()['cache-control']).toBe('no-cache');
    const { id, timestamp } = await latest.json();
    // The build the server runs, as dist/build.json records it.
    expect(id).toBe(readBuildRecord()!.id);
    expect(timestamp).toBeGreaterThan(1_700_000_000_000);
    const meta = await (await request.get(`/_app/builds/meta/${id}.json`)).json();
    expect(meta).toMatchObject({ id, timestamp, matcher: { exact: { '/team': { redirect: { to: '/about', status: 301 } } } } });
  });
});

test.describe('new-build check', BROWSER_ONLY, () => {
  const deployNewBuild = (page: Page) =>
    page.route('**/_app/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));

  test('after a new deploy the next navigation is a full page load, guarded for 10 s per path', async ({ page }) => {
    await deployNewBuild(page);
    await page.goto('/about');
    await expect(page.getByText('A new version of this site is available')).toBeVisible();
    await markPage(page);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
    expect(await isSamePage(page)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('reload-guard:/how-we-work'))).not.toBeNull();

    // Back on /about (itself a full load), the way to /how-we-work is guarded: no second full load.
    await page.goto('/about');
    await expect(page.getByText('A new version of this site is available')).toBeVisible();
    await markPage(page);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
    expect(await isSamePage(page)).toBe(true);
  });

  test("a manifest naming the build before this page's is an old copy, until it has named this page's (a deploy gone back)", async ({
    page,
  }) => {
    const thisBuild = (await (await page.request.get(`/_app/builds/latest.json?${Date.now()}`)).json()) as { timestamp: number };
    // What a CDN that leaves the query out of its cache key keeps answering after a deploy: the build before.
    const buildBefore = { id: 'the-build-before', timestamp: thisBuild.timestamp - 60_000 };
    let answerBuildBefore = true;
    await page.route('**/_app/builds/latest.json*', (route) =>
      answerBuildBefore ? route.fulfill({ json: buildBefore }) : route.continue(),
    );
    const checked = () => page.waitForResponse((response) => response.url().includes('/_app/builds/latest.json'));
    const checkAgain = async () => {
      const answered = checked();
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await answered;
    };
    const notice = page.getByText('A new version of this site is available');

    const firstCheck = checked();
    await page.goto('/about');
    await firstCheck;
    // The second answer comes after the first has long been dealt with.
    await checkAgain();
    await expect(notice).toBeHidden();
    await markPage(page);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
    expect(await isSamePage(page)).toBe(true);

    // The cache has caught up and names this build; then the build before comes back: the deploy went back.
    answerBuildBefore = false;
    await checkAgain();
    await expect(notice).toBeHidden();
    answerBuildBefore = true;
    await checkAgain();
    await expect(notice).toBeVisible();
  });

  test('Back into a page of a new build loads it in full and keeps the page left for Forward', async ({ page }) => {
    const thisBuild = readBuildRecord()!.id;
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(heading).toHaveText('How we work');
    // A deploy the tab has not noticed yet: the page Back goes to answers from another build, so the router reloads.
    await page.route('**/RSC/R/about.txt*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(`"_buildId":"${thisBuild}"`, '"_buildId":"a-newer-build"');
      await route.fulfill({ response, body });
    });
    const fullLoad = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/about',
    );
    await page.goBack();
    await fullLoad;
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading).toHaveText('About us');
    await waitForHydration(page);
    await page.goForward();
    await expect(page).toHaveURL(/\/how-we-work$/);
    await expect(heading).toHaveText('How we work');
  });

  test('a page that answers for the manifest (a Wi-Fi login page) is no new build', async ({ page }) => {
    const portal = '<!doctype html><title>Log in to the hotel Wi-Fi</title><p>Accept the terms to continue.</p>';
    let answered = 0;
    await page.route('**/_app/builds/**', (route) => (answered++, route.fulfill({ contentType: 'text/html', body: portal })));
    page.on(
      'console',
      (message) =>
        message.type() === 'error' && !message.text().includes('Failed to load resource') && errors.push(message.text()),
    );
    const errors: string[] = [];
    await page.goto('/about');
    await waitForHydration(page);
    await expect.poll(() => answered).toBeGreaterThanOrEqual(2);
    await markPage(page);
    await page.getByRole('main').getByRole('link', { name: 'how we work' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
    expect(await isSamePage(page)).toBe(true);
    await expect(page.getByText('A new version of this site is available')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('the new-version notice reloads the page on request', async ({ page }) => {
    await deployNewBuild(page);
    await page.goto('/about');
    const notice = page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
    await expect(notice).toContainText('A new version of this site is available');
    await markPage(page);
    await notice.getByRole('button', { name: 'Reload now' }).click();
    await expect.poll(() => isSamePage(page)).toBe(false);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });

  test('the first check runs about a second after start, and again when the tab is shown', async ({ page }) => {
    // Timed in the page: from hydration (the header's no-JavaScript menu gives way) to the first request.
    await page.addInitScript(() => {
      const times: { hydrated?: number; checked?: number } = {};
      (window as unknown as { times: typeof times }).times = times;
      new MutationObserver(() => {
        if (document.readyState !== 'loading' && !document.querySelector('header details')) times.hydrated ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        const check = list.getEntries().find((entry) => entry.name.includes('/_app/builds/latest.json?'));
        if (check) times.checked ??= check.startTime;
      }).observe({ type: 'resource', buffered: true });
    });
    const checks: string[] = [];
    page.on('request', (request) => request.url().includes('/_app/builds/latest.json?') && checks.push(request.url()));
    await page.goto('/');
    await expect.poll(() => checks.length).toBe(1);
    const { hydrated, checked } = await page.evaluate(
      () => (window as unknown as { times: { hydrated: number; checked: number } }).times,
    );
    expect(checked - hydrated).toBeGreaterThanOrEqual(900);
    expect(checked - hydrated).toBeLessThan(2500);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => checks.length).toBe(2);
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    test(`waits for the tab's return on a ${connection.saveData ? 'data-saving' : '2g'} connection`, async ({ page }) => {
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
      // The page's clock is moved past the early check's time instead of waiting for it.
      await page.clock.install();
      const isCheck = (request: Request) => request.url().includes('/_app/builds/latest.json');
      let checks = 0;
      page.on('request', (request) => isCheck(request) && checks++);
      await page.goto('/');
      // Hydrated, the build check has set its timers and listeners.
      await waitForHydration(page);
      // The check's code is held back, so every check started meanwhile asks for the manifest once it arrives.
      const checkCode = '**/assets/fetch-manifest-*.js';
      const releaseCheckCode = await holdRequests(page, checkCode);
      // The check is postponed, not dropped: the tab's return starts it, so a deploy is still noticed.
      const checkStarted = page.waitForRequest(checkCode);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await checkStarted;
      await page.clock.runFor(FIRST_CHECK_DELAY_MS * 2);
      const answered = page.waitForEvent('requestfinished', isCheck);
      releaseCheckCode();
      await answered;
      // An early check would have asked together with the tab's.
      expect(checks).toBe(1);
    });
  }

  test('a hidden or offline tab asks for no new build, a shown one does at once, and one told asks no more', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    const isCheck = (request: Request) => request.url().includes('/_app/builds/latest.json');
    let checks = 0;
    page.on('request', (request) => isCheck(request) && checks++);
    const checked = () => page.waitForEvent('requestfinished', isCheck);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        Object.defineProperty(document, 'visibilityState', { value: value ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    // Each step that must not ask is followed by one that must: a request it made would come first and count.
    const showTab = async () => {
      const answered = checked();
      await setHidden(false);
      await answered;
    };
    await page.goto('/');
    await waitForHydration(page);
    const answered = checked();
    await page.clock.runFor(FIRST_CHECK_DELAY_MS * 2);
    await answered;
    expect(checks).toBe(1);

    await setHidden(true);
    await page.clock.runFor(appConfigInput.buildCheck.intervalMs * 3);
    await showTab();
    expect(checks, 'hidden for three intervals, then shown').toBe(2);

    await context.setOffline(true);
    await setHidden(false);
    await page.clock.runFor(appConfigInput.buildCheck.intervalMs);
    await context.setOffline(false);
    await showTab();
    expect(checks, 'offline for an interval, then shown online').toBe(3);

    await page.route('**/_app/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    await showTab();
    await expect(page.getByText('A new version of this site is available')).toBeVisible();
    await setHidden(false);
    await page.clock.runFor(appConfigInput.buildCheck.intervalMs * 2);
    // A request of the test's own comes after any the page made meanwhile.
    await page.evaluate(() => fetch('/_app/builds/latest.json?by-the-test'));
    expect(checks, "after the notice, with the test's own").toBe(5);
  });

  test('a missing or forbidden manifest is tolerated silently, other failures are logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const manifestErrors = () => errors.filter((text) => text.includes('build manifest'));
    let answered = 0;
    page.on('requestfinished', (request) => request.url().includes('/_app/builds/') && answered++);
    // A host without the manifest answers 404, or 403 where listing is refused.
    for (const status of [404, 403]) {
      errors.length = 0;
      answered = 0;
      await page.route('**/_app/builds/**', (route) => route.fulfill({ status, body: 'No manifest here' }));
      await page.goto('/');
      // The first check's two requests: the latest build and this build's route rules.
      await expect.poll(() => answered).toBe(2);
      // The next check, as the tab is shown again, fails another way and is logged: by then the first one's
      // answers have been dealt with.
      await page.route('**/_app/builds/**', (route) => route.fulfill({ status: 400, body: 'Bad' }));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect.poll(() => manifestErrors().some((text) => text.includes('HTTP 400'))).toBe(true);
      expect(
        manifestErrors().filter((text) => !text.includes('HTTP 400')),
        String(status),
      ).toEqual([]);
    }

    await page.route('**/_app/builds/**', (route) => route.fulfill({ status: 400, body: 'Bad' }));
    await page.goto('/');
    await expect.poll(() => errors.some((text) => text.includes('Could not fetch the build manifest'))).toBe(true);
  });

  test.describe('for a visitor', () => {
    test.use({ userAgent: VISITOR_USER_AGENT });

    test("when the build check's code is gone after a deploy, the page reloads once and then carries on without it", async ({
      page,
    }) => {
      let requests = 0;
      await page.route('**/assets/fetch-manifest-*.js', (route) => {
        requests++;
        return route.abort();
      });
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      // Which page load (1, 2, ...) went on without the check's code.
      const loadsDoneWithout: number[] = [];
      page.on(
        'console',
        (message) => message.text().startsWith('Part of the page could not be loaded') && loadsDoneWithout.push(loads.length),
      );
      await page.goto('/about');
      // The first check fails to load its code: one guarded reload, then the check fails again.
      await expect.poll(() => requests, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      // The reloaded page goes on without it: the guard has refused a second reload.
      await expect.poll(() => loadsDoneWithout, { timeout: 10_000 }).toContain(2);
      expect(loads).toHaveLength(2);
      // A background check never takes the page away from the visitor.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    });
  });

  test.describe('for a visitor whose page cannot load a chunk', () => {
    test.use({ userAgent: VISITOR_USER_AGENT, viewport: { width: 375, height: 800 } });
    const pageIsStill = async (page: Page, heading: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText('Something went wrong')).toHaveCount(0);
    };

    test('after its one reload, the menu falls back to the plain menu and the page stays', async ({ page }) => {
      await page.route('**/assets/mobile-menu-dialog-*.js', (route) => route.abort());
      // The page has already been reloaded for a missing chunk in the last 10 s.
      await page.addInitScript(() => sessionStorage.setItem('reload-guard:/about', String(Date.now())));
      await page.goto('/about');
      await waitForHydration(page);
      await markPage(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('details[data-menu-fallback]');
      await expect(menu).toHaveAttribute('open', '');
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(menu.locator('summary')).toBeFocused();
      await pageIsStill(page, 'About us');
      expect(await isSamePage(page)).toBe(true);
      // The plain menu works: its link leads home.
      await menu.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('offline, the menu and the cookie confetti do without their code instead of reloading into an offline page', async ({
      page,
      context,
    }) => {
      const codeDoneWithout = recordCodeDoneWithout(page);
      await page.goto('/about');
      await waitForHydration(page);
      await markPage(page);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Cookie confetti' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('details[data-menu-fallback]')).toHaveAttribute('open', '');
      // Both go on without their code: neither has reloaded the page.
      await expect
        .poll(() => doneWithout(codeDoneWithout, 'emoji-burst') && doneWithout(codeDoneWithout, 'mobile-menu-dialog'))
        .toBe(true);
      expect(await isSamePage(page)).toBe(true);
      await pageIsStill(page, 'About us');
      await context.setOffline(false);
    });
  });

  test('the layout’s own code failing again later in the tab reloads the page again instead of leaving it blank', async ({
    page,
  }) => {
    let failures = 0;
    const dropIslandsCodeOnce = () =>
      page.route('**/assets/islands-*.js', (route) => (failures++, route.abort('connectionreset')), { times: 1 });
    await dropIslandsCodeOnce();
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    // Waku's own retry allows one reload per build and tab; the site's allows one per page per 10 s.
    await dropIslandsCodeOnce();
    await page.goto('/careers');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(failures).toBe(2);
  });

  test('when the layout’s code fails again after its reload, the visitor reads the server’s page as without JavaScript', async ({
    page,
  }) => {
    let failures = 0;
    await page.route('**/assets/islands-*.js', (route) => (failures++, route.abort('connectionreset')));
    const loads: string[] = [];
    page.on('load', () => loads.push(new URL(page.url()).pathname));
    await page.goto('/about');
    // One guarded reload, then the page cannot hydrate: React empties the document, the server's copy comes back.
    await expect.poll(() => loads).toEqual(['/about', '/about']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByText('We started in 2012')).toBeVisible();
    // A button that needs script is gone, as with JavaScript off.
    await expect(page.locator('[data-color-mode-control]')).toBeHidden();
    // Links still lead on, as full page loads.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
    // The imprint's own try for the code may come after its heading shows.
    await expect.poll(() => failures).toBeGreaterThanOrEqual(4);
  });

  test('a link whose page’s code fails to load leads there in full, not back into the page being left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await asReturningVisitor(page);
    // The landing page's code fails for the page being left only, as a flaky line drops a request.
    await page.route('**/assets/pages-*.js', (route) =>
      new URL(route.request().frame().url()).pathname === '/about' ? route.abort('connectionreset') : route.continue(),
    );
    // Every document asked for, also one that a later load cuts short: a reload of /about costs a slow line its time.
    const documents: string[] = [];
    page.on('request', (request) => request.isNavigationRequest() && documents.push(new URL(request.url()).pathname));
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web applications that keep working after launch day');
    await expect(page).toHaveURL(/\/$/);
    expect(documents).toEqual(['/about', '/']);
  });

  test('a chunk that fails to load triggers the same guarded reload', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route('**/assets/mobile-menu-dialog-*.js', (route) => route.abort());
    const codeDoneWithout = recordCodeDoneWithout(page);
    await page.goto('/about');
    await waitForHydration(page);
    await markPage(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => isSamePage(page).catch(() => false)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    // Within 10 s the same failure does not reload again: the menu goes on without its code.
    await waitForHydration(page);
    await markPage(page);
    codeDoneWithout.length = 0;
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => doneWithout(codeDoneWithout, 'mobile-menu-dialog')).toBe(true);
    expect(await isSamePage(page)).toBe(true);
  });
});

test.describe('route rules', () => {
  /**
   * A link in the page's text to an old address, as an editor may still write one: no published page
   * links through a redirect, and a link the router renders would go where its own `to` says anyway.
   */
  const linkThroughRedirect = (page: Page, href: string) =>
    page
      .getByRole('main')
      .locator('p')
      .first()
      .evaluate((paragraph, to) => paragraph.insertAdjacentHTML('beforeend', ` <a href="${to}">an old address</a>`), href);

  test('redirect pages and their payloads, and add headers', async ({ request }) => {
    const team = await request.get('/team', { maxRedirects: 0 });
    expect(team.status()).toBe(301);
    expect(team.headers()['location']).toMatch(/\/about$/);
    const legacy = await request.get('/services/legacy-software', { maxRedirects: 0 });
    expect(legacy.status()).toBe(308);
    expect(legacy.headers()['location']).toMatch(/\/services\/legacy-modernisation$/);
    const payload = await request.get('/RSC/R/team.txt', { maxRedirects: 0 });
    expect(payload.status()).toBe(301);
    expect(payload.headers()['location']).toMatch(/\/RSC\/R\/about\.txt$/);
    const careers = await request.get('/careers');
    expect(careers.headers()['x-hiring']).toBe('yes, see /careers');
  });

  test('the German names of the legal pages lead to them, capitalised as German nouns are too', async ({ page }) => {
    for (const [typed, legal, heading] of [
      ['/impressum', '/imprint', 'Imprint'],
      ['/datenschutz', '/privacy', 'Privacy policy'],
      ['/Impressum', '/imprint', 'Imprint'],
      ['/DATENSCHUTZ', '/privacy', 'Privacy policy'],
    ] as const) {
      const response = await page.goto(typed);
      expect(response?.status(), typed).toBe(200);
      expect(new URL(page.url()).pathname, typed).toBe(legal);
      await expect(page.getByRole('heading', { level: 1 }), typed).toHaveText(heading);
    }
  });

  test('a page address typed with capitals leads to the page in one hop, keeping the query; no other address does', async ({
    request,
  }) => {
    for (const [typed, location] of [
      ['/About', '/about'],
      ['/Services/Web-Applications?ref=card', '/services/web-applications?ref=card'],
      ['/Impressum?ref=letter', '/imprint?ref=letter'],
      ['/Team', '/about'],
      // With a trailing slash too, in the same one hop.
      ['/ABOUT/', '/about'],
      ['/Impressum/?ref=letter', '/imprint?ref=letter'],
    ] as const) {
      const response = await request.get(typed, { maxRedirects: 0 });
      expect(response.status(), typed).toBe(301);
      expect(response.headers()['location'], typed).toBe(location);
    }
    // Not a page in lower case either, a payload, a file: the 404 they were.
    for (const typed of ['/Abuot', '/UPPER', '/RSC/R/About.txt', '/Logo.svg', '/About_Us'])
      expect((await request.get(typed, { maxRedirects: 0 })).status(), typed).toBe(404);
  });

  /** Opens a page, marked as in markPage, once the route rules have arrived with the build manifest. */
  const openWithRouteRules = async (page: Page, path: string) => {
    // The rules arrive about a second after start; on a busy machine that can be before the page
    // is marked, so the wait starts with the visit.
    const rulesArrived = page.waitForResponse((response) => response.url().includes('/_app/builds/meta/'));
    await page.goto(path);
    await waitForHydration(page);
    await markPage(page);
    await rulesArrived;
  };

  test('client navigation follows a redirect without fetching the old page', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (request) => request.url().includes('/RSC/') && payloads.push(new URL(request.url()).pathname));
    await openWithRouteRules(page, '/careers');
    await linkThroughRedirect(page, '/team');
    await page.getByRole('link', { name: 'an old address' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(await isSamePage(page)).toBe(true);
    expect(payloads).not.toContain('/RSC/R/team.txt');
  });

  test('client navigation through a redirect keeps the query and the fragment, as the servers do', async ({ page }) => {
    await openWithRouteRules(page, '/careers');
    await linkThroughRedirect(page, '/impressum?ref=careers#commercial-register');
    await page.getByRole('link', { name: 'an old address' }).click();
    await expect(page).toHaveURL(/\/imprint\?ref=careers#commercial-register$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
    expect(await isSamePage(page)).toBe(true);
  });

  test('route rules without their exact half are ignored: links work and nothing is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/_app/builds/meta/*', async (route) => {
      const { matcher, ...meta } = await (await route.fetch()).json();
      await route.fulfill({ json: { ...meta, matcher: { prefixes: matcher.prefixes } } });
    });
    await openWithRouteRules(page, '/careers');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    expect(await isSamePage(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('rules that failed to load arrive with the next check', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (request) => request.url().includes('/RSC/') && payloads.push(new URL(request.url()).pathname));
    let refused = 0;
    await page.route('**/_app/builds/meta/*', (route) => (refused++ < 2 ? route.abort() : route.continue()));
    await page.goto('/careers');
    await waitForHydration(page);
    await expect.poll(() => refused, { timeout: 5000 }).toBe(2);
    // The tab comes back into view: the next check, and this time the rules load.
    const loaded = page.waitForResponse((response) => response.url().includes('/_app/builds/meta/'));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await loaded;
    await markPage(page);
    await linkThroughRedirect(page, '/team');
    await page.getByRole('link', { name: 'an old address' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await isSamePage(page)).toBe(true);
    expect(payloads).not.toContain('/RSC/R/team.txt');
  });
});

test.describe('icons', () => {
  test('server components inline their icons: no request, no script needed', async ({ request, page }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`aria-label="${literally(FIRST_SOCIAL.title)}"[^>]*>\\s*<span[^>]*><svg`));
    const iconRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/icons') && iconRequests.push(r.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(iconRequests).toEqual([]);
  });

  test('the local endpoint answers in Iconify format', async ({ request }, testInfo) => {
    const response = await request.get('/api/icons/lucide.json?icons=cookie,refresh-cw');
    expect(response.status()).toBe(200);
    const json = await response.json();
    expect(json.prefix).toBe('lucide');
    expect(Object.keys(json.icons)).toEqual(expect.arrayContaining(['cookie', 'refresh-cw']));
    if (testInfo.project.name === 'server') {
      expect((await request.get('/api/icons/lucide.json?icons=rocket')).status()).toBe(200);
      expect((await request.get('/api/icons/nope.json?icons=x')).status()).toBe(404);
      expect((await request.get('/api/icons/lucide.json')).status()).toBe(400);
    }
  });

  test('with consent a slow remote API is tried first, then the local endpoint takes over', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (r) => r.url().startsWith(SLOW_ICON_API.url) && remote.push(r.url()));
    await page.goto('/');
    const accept = cookieBanner(page).getByRole('button', { name: 'Accept' });
    // From the click to the icon, timed in the page: the stub answers after 4 s, and Iconify turns to the
    // site's own endpoint once the remote API has kept it waiting for its rotate time (750 ms).
    await accept.evaluate((button) => {
      (window as unknown as { iconDelay: Promise<number> }).iconDelay = new Promise((resolve) =>
        button.addEventListener('click', () => {
          const clicked = performance.now();
          const check = () =>
            document.querySelector('[data-icon="lucide:cookie"] svg')
              ? resolve(performance.now() - clicked)
              : requestAnimationFrame(check);
          check();
        }),
      );
    });
    await accept.click();
    const iconDelay = await page.evaluate(() => (window as unknown as { iconDelay: Promise<number> }).iconDelay);
    expect(iconDelay).toBeGreaterThanOrEqual(ICON_API_SETTINGS.rotate - 50);
    expect(iconDelay).toBeLessThan(3000);
    expect(remote.length).toBeGreaterThan(0);
  });

  test('without consent the remote API is never asked', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (r) => r.url().startsWith(SLOW_ICON_API.url) && remote.push(r.url()));
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(page.locator('[data-icon="lucide:cookie"] svg')).toHaveCount(1);
    expect(remote).toEqual([]);
  });

  test('before the visitor answers the banner the remote API is never asked', async ({ page }) => {
    const remote: string[] = [];
    page.on('request', (r) => r.url().startsWith(SLOW_ICON_API.url) && remote.push(r.url()));
    // The new-version toast shows an icon the browser loads, with the banner still waiting for an answer.
    await page.route('**/_app/builds/latest.json*', (route) =>
      route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }),
    );
    await page.goto('/about');
    await expect(page.locator('[data-icon="lucide:refresh-cw"] svg')).toHaveCount(1);
    await expect(cookieBanner(page)).toBeVisible();
    expect(remote).toEqual([]);
  });

  test('a failed icon leaves a quiet placeholder of the right size', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route('**/api/icons/**', (route) => route.abort());
    const iconFailed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/icons/'));
    await page.goto('/');
    await cookieBanner(page).getByRole('button', { name: 'Decline' }).click();
    const placeholder = page.locator('[data-icon="lucide:cookie"]');
    await expect(placeholder).toHaveCount(1);
    // The page is idle again only once it has dealt with the failure: the icon loader and React's render.
    await iconFailed;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(placeholder.locator('svg')).toHaveCount(0);
    const box = await placeholder.boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([20, 20]);
    expect(pageErrors).toEqual([]);
  });
});
