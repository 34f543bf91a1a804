import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/browser.mjs';

/** The features the installed Playwright turns off, read from its bundle, where chromiumSwitches lists them. */
const playwrightsOwnList = async () => {
  const bundle = await readFile(
    path.join(path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
    'utf8',
  );
  const list = /disabledFeatures = \[([^]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!list) throw new Error('playwright-core no longer lists its disabled features where this test reads them');
  return [...list.replace(/\/\/[^\n]*/g, '').matchAll(/"([^"]+)"/g)].map(([, feature]) => feature);
};

describe('the browser Playwright launches', () => {
  it('keeps every feature Playwright turns off turned off, as our one --disable-features replaces its own', async () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(await playwrightsOwnList());
  });

  it('is given one --disable-features, with the address-bar popup that costs each window a renderer', () => {
    const switches = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
