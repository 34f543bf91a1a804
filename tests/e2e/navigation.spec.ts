import { expect, type Page, test } from '@playwright/test';

import { holdRequests } from './support/held-requests';
import { waitForHydration } from './support/hydration';
import { asReturningVisitor, cookieBanner } from './support/visitor';
import { scrollInstantly, settledScrollY } from './support/scroll';

test.use({ viewport: { width: 1280, height: 800 } });

const scrollBehavior = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

test('hash links scroll smoothly once the visitor acts, or instantly when motion is reduced', async ({ page }) => {
  await page.goto('/');
  expect(await scrollBehavior(page)).toBe('auto');
  await page.mouse.click(5, 300);
  expect(await scrollBehavior(page)).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await scrollBehavior(page)).toBe('auto');
});

test('an address with a #section opens there at once, and so does its reload', async ({ page }) => {
  await page.addInitScript(() => {
    const positions: number[] = ((window as unknown as { positions: number[] }).positions = []);
    const record = () => {
      positions.push(Math.round(window.scrollY));
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  for (const open of [() => page.goto('/#faq'), () => page.reload()]) {
    await open();
    await expect.poll(() => distanceFromSection(page, '#faq')).toBeLessThanOrEqual(2);
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    const rest = positions.at(-1)!;
    expect(rest).toBeGreaterThan(1000);
    // A glide would pass through the positions between the top and the section.
    expect(positions.filter((y) => y > 0 && Math.abs(y - rest) > 2)).toEqual([]);
  }
});

/**
 * From now on, records each request to scroll a section into view: where the
 * window was, and where it was the moment the request returned. A glide has
 * not moved the window yet at that moment, a jump already has. (Sampling the
 * positions a glide passes through instead depends on how many frames a busy
 * machine paints of it.)
 */
const recordSectionScrolls = (page: Page) =>
  page.evaluate(() => {
    const requests: SectionScroll[] = [];
    (window as unknown as { sectionScrolls: SectionScroll[] }).sectionScrolls = requests;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, ...options) {
      const from = Math.round(window.scrollY);
      scrollIntoView.apply(this, options);
      requests.push({ section: `#${this.id}`, from, returned: Math.round(window.scrollY) });
    };
  });
type SectionScroll = { section: string; from: number; returned: number };
const sectionScrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { sectionScrolls: SectionScroll[] }).sectionScrolls);

/** How far the window is from where a jump to the element would put it (below the header, or the page's end). */
const distanceFromSection = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const wanted = element.getBoundingClientRect().top + window.scrollY - margin;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    return Math.round(Math.abs(Math.min(wanted, end) - window.scrollY));
  }, selector);

/**
 * Opens `from`, follows the link `click` finds and waits until the page rests
 * at `hash`, far from where it started; returns the scrolls asked for on the way.
 */
const followToSection = async (page: Page, from: string, click: () => Promise<void>, hash: string) => {
  await page.goto(from);
  await waitForHydration(page);
  await recordSectionScrolls(page);
  await click();
  await expect(page).toHaveURL(new RegExp(`/${hash}$`));
  await expect.poll(() => distanceFromSection(page, hash)).toBeLessThanOrEqual(2);
  const requests = (await sectionScrolls(page)).filter(({ section }) => section === hash);
  const restedAt = await page.evaluate(() => Math.round(window.scrollY));
  expect(requests, 'one scroll to the section').toHaveLength(1);
  const [scroll] = requests as [SectionScroll];
  expect(Math.abs(restedAt - scroll.from), 'the section is far from the start').toBeGreaterThan(500);
  return { from: scroll.from, returned: scroll.returned, restedAt };
};

const headerContact = (page: Page) => () => page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();

test.describe('a link to a section of another page', () => {
  test('shows that page from its top and glides down to the section', async ({ page }) => {
    const scroll = await followToSection(page, '/about', headerContact(page), '#contact');
    expect(scroll).toMatchObject({ from: 0, returned: 0 });
  });

  test('jumps there at once when the visitor asks for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const scroll = await followToSection(page, '/about', headerContact(page), '#contact');
    expect(scroll.from).toBe(0);
    expect(Math.abs(scroll.returned - scroll.restedAt)).toBeLessThanOrEqual(2);
  });

  test('glides from the mobile menu too, once the menu has let go of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const scroll = await followToSection(
      page,
      '/about',
      async () => {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await menu.getByRole('link', { name: 'Contact' }).click();
      },
      '#contact',
    );
    await expect(menu).toHaveCount(0);
    expect(scroll).toMatchObject({ from: 0, returned: 0 });
  });

  test('glides on the same page too, and keeps the address', async ({ page }) => {
    const scroll = await followToSection(
      page,
      '/',
      () => page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click(),
      '#faq',
    );
    expect(scroll.returned).toBe(scroll.from);
  });
});

test('a new page starts at the top, and back returns to the earlier position', async ({ page }) => {
  await page.goto('/about');
  // The position is taken once the page has its final height: the banner's room comes with hydration.
  await waitForHydration(page);
  await expect(cookieBanner(page)).toBeVisible();
  const link = page.getByRole('link', { name: 'see the open positions' });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(100);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), left)).toBeLessThanOrEqual(5);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('Back puts focus on the link the visitor followed, so the keyboard and a screen reader go on from there', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'see the open positions' });
  await link.scrollIntoViewIfNeeded();
  await link.focus();
  // Focus may still be gliding the link into view: the position left is where that ends.
  const left = await settledScrollY(page);
  expect(left).toBeGreaterThan(100);
  // The link after it in Tab order, which the next Tab reaches on the way back.
  const next = await link.evaluate((from) => {
    const links = [...document.querySelectorAll<HTMLElement>('a[href], button')].filter((element) => element.tabIndex >= 0);
    return links[links.indexOf(from as HTMLElement) + 1]!.textContent;
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(link).toBeFocused();
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), left)).toBeLessThanOrEqual(5);
  // Still a Tab stop of its own, and Tab goes on after it.
  await expect(link).not.toHaveAttribute('tabindex');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next);

  // Forward to a page left by no link: its main content, as before.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.locator('#main-content')).toBeFocused();
});

/**
 * Clicks the first link to `href` that opens in this tab (the cookie banner's open a new one)
 * without scrolling it into view first, so the page stays where the test put it; returns where
 * the page was at the click.
 */
const followWithoutScrolling = (page: Page, href: string) =>
  page.evaluate((href) => {
    const y = window.scrollY;
    document.querySelector<HTMLAnchorElement>(`a[href="${href}"]:not([target="_blank"])`)!.click();
    return y;
  }, href);

test('two visits of one page in the history each keep their own position', async ({ page }) => {
  const follow = (href: string) => followWithoutScrolling(page, href);
  const distanceFrom = (y: number) => () => page.evaluate((y) => Math.abs(window.scrollY - y), y);
  const landing = page.getByRole('heading', { level: 1 }).first();

  await page.goto('/');
  await waitForHydration(page);
  await scrollInstantly(page, 1500);
  const first = await follow('/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  await follow('/');
  await expect(page).toHaveURL(/\/$/);
  await scrollInstantly(page, 600);
  const second = await follow('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(landing).toBeAttached();
  await expect.poll(distanceFrom(second)).toBeLessThanOrEqual(5);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  const seen = await page.evaluateHandle(() => {
    const positions: number[] = [];
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)));
    return positions;
  });
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(distanceFrom(first)).toBeLessThanOrEqual(5);
  expect(Math.abs(first - second)).toBeGreaterThan(500);
  // Straight there: the old page does not start gliding while the next one loads.
  const passed = await seen.evaluate((positions) => positions);
  expect(passed.filter((y) => y !== 0 && Math.abs(y - first) > 5)).toEqual([]);
});

test('back after a reload still returns to the earlier position', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await scrollInstantly(page, 1500);
  const left = await followWithoutScrolling(page, '/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');
  await page.reload();
  await waitForHydration(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), left)).toBeLessThanOrEqual(5);
});

test('back after a section link on the same page returns to where the visitor was reading', async ({ page }) => {
  const distanceFrom = (y: number) => () => page.evaluate((y) => Math.abs(window.scrollY - y), y);
  await page.goto('/');
  await waitForHydration(page);
  await scrollInstantly(page, 700);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/#faq$/);
  await expect.poll(() => distanceFromSection(page, '#faq')).toBeLessThanOrEqual(2);
  const atFaq = await page.evaluate(() => window.scrollY);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(distanceFrom(700)).toBeLessThanOrEqual(2);
  // And it stays there: no glide to the top carries on afterwards.
  expect(Math.abs((await settledScrollY(page)) - 700)).toBeLessThanOrEqual(2);

  await page.goForward();
  await expect(page).toHaveURL(/#faq$/);
  await expect.poll(distanceFrom(atFaq)).toBeLessThanOrEqual(2);
});

test('the loading bar waits 150 ms: a slow navigation shows it, one that is done sooner does not', async ({ page }) => {
  await page.goto('/about');
  // When the click came, when the bar first showed and when the new page's heading did (performance.now()).
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { times: Record<string, number> }).times = times;
    document.addEventListener('click', () => (times.click ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) times.bar ??= performance.now();
      if (document.querySelector('h1')?.textContent === 'How we work') times.arrived ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  // Fast for certain: the hover prefetches the payload before the click.
  const fastLink = page.getByRole('main').getByRole('link', { name: 'how we work' });
  const prefetched = page.waitForResponse((response) => response.url().includes('/RSC/R/how-we-work.txt'));
  await fastLink.hover();
  await prefetched;
  await fastLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How we work');
  const {
    click,
    bar: barAt,
    arrived,
  } = await page.evaluate(() => (window as unknown as { times: Partial<Record<'click' | 'bar' | 'arrived', number>> }).times);
  // No bar for a navigation done within 150 ms. A machine too busy to render the page that fast may show
  // it, but never sooner than 150 ms after the click, and never once the page is there.
  expect(click).toBeDefined();
  expect(arrived).toBeDefined();
  if (barAt !== undefined) {
    expect(barAt - click!).toBeGreaterThanOrEqual(145);
    expect(barAt).toBeLessThanOrEqual(arrived!);
  }

  // Held back until the bar has been looked at, so it is still creeping, not fading out as the page arrives.
  const releaseCareers = await holdRequests(page, '**/RSC/R/careers.txt*');
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Talk to us' }).waitFor();
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'see the open positions' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  // It creeps towards the end over the expected load time of 2000 ms.
  const creep = await bar.evaluate((element) =>
    element
      .getAnimations({ subtree: true })
      .map((animation) => [(animation as CSSAnimation).animationName, animation.effect?.getComputedTiming().duration]),
  );
  expect(creep).toEqual([['nav-progress', 2000]]);
  releaseCareers();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(bar).toHaveCount(0);
});

test('a page whose payload never arrives is loaded by the browser instead, so its link is not dead', async ({ page }) => {
  // The page gives up after 15 s: the test's clock jumps there instead of waiting.
  await page.clock.install();
  await asReturningVisitor(page);
  await page.goto('/about');
  await waitForHydration(page);
  // The payload request hangs: no answer, no error.
  await page.route('**/RSC/R/careers.txt*', () => {});
  const link = page.getByRole('link', { name: 'see the open positions' });
  await link.click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  // Clicked again, the link still waits for the same request.
  await link.click();
  const documentLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith('/careers'));
  await page.clock.fastForward(15_000);
  await documentLoad;
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('a section link of this page, clicked while another page loads, ends the wait: no bar, no reload later', async ({
  page,
}) => {
  await page.clock.install();
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForHydration(page);
  // The other page's payload hangs: only the section link can end the wait.
  await page.route('**/RSC/R/about.txt*', () => {});
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await page.clock.fastForward(200);
  await expect(bar).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page).toHaveURL(/\/#faq$/);
  // Past the 15 s after which a page that never came is loaded in full: this one was never wanted.
  await page.clock.fastForward(16_000);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page).toHaveURL(/\/#faq$/);
});

test('the link of the page on screen, clicked while another page loads, keeps the visitor there when that page arrives', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.goto('/about');
  await waitForHydration(page);
  const releaseCareers = await holdRequests(page, '**/RSC/R/careers.txt*');
  await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
  await page.getByRole('link', { name: 'see the open positions' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(bar).toHaveCount(0);
  const careersArrived = page.waitForResponse((response) => response.url().includes('/RSC/R/careers.txt'));
  releaseCareers();
  await careersArrived;
  // Long enough for the page that arrived to be rendered, had it still been wanted.
  await page.waitForTimeout(1000);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
});

test('links prefetch on hover through a queue of at most five requests', async ({ page }) => {
  const held: (() => void)[] = [];
  const requested = new Set<string>();
  let inFlight = 0;
  let maxInFlight = 0;
  await page.route('**/RSC/R/**', async (route) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    requested.add(new URL(route.request().url()).pathname);
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
    inFlight -= 1;
  });
  // No banner over the footer links.
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForHydration(page);
  const links = page.locator('main a[href^="/"], footer a[href^="/"]');
  for (const link of await links.all()) await link.hover();
  // / links six other pages: five requests start while none answers, the sixth waits for a free place.
  await expect.poll(() => requested.size).toBe(5);
  // A request the page sends after the last hover comes through after any the hovers started.
  await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
  expect(requested.size).toBe(5);
  await expect
    .poll(() => {
      held.splice(0).forEach((release) => release());
      return requested.size;
    })
    .toBeGreaterThanOrEqual(6);
  expect(maxInFlight).toBe(5);
});

test('a link whose address a route rule redirects prefetches the page it leads to, with rules that arrive after load', async ({
  page,
}) => {
  // The build refuses such links in its own pages; here the build's rules are given one, as a renamed page would.
  await page.route('**/_app/builds/meta/*.json', async (route) => {
    const meta = await (await route.fetch()).json();
    meta.matcher.exact['/how-we-work'] = { redirect: { to: '/about', status: 308 } };
    await route.fulfill({ json: meta });
  });
  const prefetched: string[] = [];
  page.on('request', (request) => request.url().includes('/RSC/R/') && prefetched.push(new URL(request.url()).pathname));
  const rulesArrived = page.waitForResponse((response) => response.url().includes('/_app/builds/meta/'));
  await asReturningVisitor(page);
  await page.goto('/');
  await waitForHydration(page);
  await rulesArrived;
  await page.locator('main a[href="/how-we-work"]').first().hover();
  await expect.poll(() => prefetched).toContain('/RSC/R/about.txt');
  expect(prefetched).not.toContain('/RSC/R/how-we-work.txt');
});

test('a failed prefetch is a warning and the link still works', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/about');
  await page.route('**/RSC/R/careers.txt*', (route) => route.abort(), { times: 1 });
  await page.getByRole('link', { name: 'see the open positions' }).hover();
  await expect.poll(() => warnings.some((text) => text.includes('Prefetch failed'))).toBe(true);
  await page.getByRole('link', { name: 'see the open positions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

/**
 * From /about to /careers with the page's data held back: returns the loading bar, shown meanwhile,
 * and what lets the data through.
 */
const slowNavigationToCareers = async (page: Page) => {
  // Held back until the bar has been looked at, so it is still creeping, not fading out as the page arrives.
  const releaseCareers = await holdRequests(page, '**/RSC/R/careers.txt*');
  await page.goto('/about');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'see the open positions' }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  return { bar, releaseCareers };
};

test('in forced colours the loading bar takes the highlight colour, not the page background', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const { bar, releaseCareers } = await slowNavigationToCareers(page);
  const colours = await bar.evaluate((element) => ({
    fill: getComputedStyle(element.firstElementChild!).backgroundColor,
    page: getComputedStyle(document.documentElement).backgroundColor,
  }));
  expect(colours.fill).not.toBe(colours.page);
  expect(colours.fill).not.toBe('rgba(0, 0, 0, 0)');
  releaseCareers();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('with reduced motion the loading bar waits at a third instead of showing a full, finished-looking bar', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { bar, releaseCareers } = await slowNavigationToCareers(page);
  const [fill, whole] = await bar.evaluate((element) => [
    element.firstElementChild!.getBoundingClientRect().width,
    element.getBoundingClientRect().width,
  ]);
  expect(fill).toBeGreaterThan(whole * 0.2);
  expect(fill).toBeLessThan(whole * 0.5);
  releaseCareers();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
});

test('FAQ answers the visitor opened are open again after Back, with the page where it was', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const faq = page.locator('#faq');
  const questions = faq.locator('summary');
  const answers = faq.locator('details > p');
  await questions.nth(0).click();
  await questions.nth(2).click();
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const contactTop = () => page.locator('#contact').evaluate((section) => Math.round(section.getBoundingClientRect().top));
  const before = await contactTop();
  await followWithoutScrolling(page, '/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(answers.nth(0)).toBeVisible();
  await expect(answers.nth(1)).toBeHidden();
  await expect(answers.nth(2)).toBeVisible();
  // The answers opened before the position was restored: what was on screen is on screen again.
  await expect.poll(contactTop).toBe(before);
});

test('Back to the landing page shows it where the visitor left it from its first frame, the section being read marked', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await scrollInstantly(page, { section: 'faq' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'true');
  const left = await followWithoutScrolling(page, '/imprint');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Imprint');

  // From here on, each frame: whether the landing page is shown, where, and which header link is marked.
  const frames = await page.evaluateHandle(() => {
    const seen: { landing: boolean; y: number; current: string | null }[] = [];
    const record = () => {
      seen.push({
        landing: document.getElementById('faq') !== null,
        y: Math.round(window.scrollY),
        current: document.querySelector('nav[aria-label="Main"] [aria-current]')?.textContent ?? null,
      });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    return seen;
  });
  await page.goBack();
  await expect(page.locator('#faq')).toBeAttached();
  // Six frames of the landing page: past the first, where position and mark must already be right, and the
  // next, where the scroll memory stops a glide the router may have started.
  const shownFrames = async () => (await frames.evaluate((seen) => seen)).filter((frame) => frame.landing);
  await expect.poll(async () => (await shownFrames()).length).toBeGreaterThan(5);
  const shown = await shownFrames();
  expect(shown.filter((frame) => Math.abs(frame.y - left) > 5 || frame.current !== 'FAQ')).toEqual([]);
});
