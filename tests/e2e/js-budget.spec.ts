import { expect, test } from '@playwright/test';

import { landingBudgetProblems } from '../../scripts/bench/js-budgets.mjs';
import { runtimeChunks, splitPageJs } from '../../scripts/bench/js-split.mjs';
import { GZIP_ONLY, measurePage, PAGE_TYPES } from '../../scripts/bench/page-weight.mjs';

// The figures `npm run bench` reports, held here so a change that overspends fails before it lands.
test('the home page stays within its JS budget, and a content page adds no islands of its own', async ({ browser, baseURL }) => {
  const runtime = await runtimeChunks();
  expect(runtime, 'the build lists the framework runtime in its assets manifest').not.toBeNull();
  const measure = async (path: string) => {
    const context = await browser.newContext(GZIP_ONLY);
    try {
      return splitPageJs(await measurePage(context, baseURL + path), runtime!);
    } finally {
      await context.close();
    }
  };
  const landing = await measure(PAGE_TYPES.landing!);
  const content = await measure(PAGE_TYPES.content!);
  const imprint = await measure(PAGE_TYPES.imprint!);

  expect(landing.uncompressed, 'files sent without gzip').toEqual([]);
  expect(landing.jsIslands, 'the home page loads island code').toBeGreaterThan(0);
  expect(landingBudgetProblems(landing)).toEqual([]);
  // Every island chunk of a content page is the layout's: one the home page and the imprint load too.
  // An island that only some pages share (the home page and content pages, say) stays out of that chunk and shows here.
  const filesOf = (page: typeof landing) => page.islandFiles.map(([file]) => file);
  const everyPage = filesOf(landing).filter((file) => filesOf(imprint).includes(file));
  expect(filesOf(content).filter((file) => !everyPage.includes(file))).toEqual([]);
});
