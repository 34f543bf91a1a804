import { readFileSync } from 'node:fs';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';

import { SiteLogo } from '../../src/components/layout/site-logo';

it('draws public/logo.svg in the page: its view box and every shape, hidden from screen readers', () => {
  const markup = renderToStaticMarkup(createElement(SiteLogo));
  const source = readFileSync('public/logo.svg', 'utf8');
  expect(markup).toMatch(/^<svg [^>]*viewBox="0 0 32 32"[^>]*aria-hidden="true"/);
  for (const shape of source.match(/<(?:rect|path|circle)\b[^>]*\/>/g)!) expect(markup).toContain(shape);
});
