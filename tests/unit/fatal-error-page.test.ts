import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';

import { ErrorView } from '../../src/components/error-view';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE } from '../../src/lib/error-messages';
import { renderFatalErrorPage } from '../../src/server/fatal-error-page';

/** Each element's tag and class, in document order: what decides how the page looks. */
const skeleton = (html: string) =>
  [...html.matchAll(/<(\w+)([^>]*)>/g)].map(([, tag, attributes]) => `${tag}.${/ class="([^"]*)"/.exec(attributes!)?.[1] ?? ''}`);

it('draws the fatal 404 as the 404 page draws its error: same elements, same classes, same labels', () => {
  const page = renderFatalErrorPage({
    statusCode: 404,
    statusMessage: 'Page Not Found: /a%00b',
    stylesheet: '/assets/site.css',
    site: { name: 'Example Software GmbH', locale: 'en-GB', footer: { smallLinks: [] } },
    nonce: 'n0nce',
  });
  const fatal = page.slice(page.indexOf('<section'), page.indexOf('</section>') + '</section>'.length);
  const view = renderToStaticMarkup(
    createElement(ErrorView, {
      statusCode: 404,
      title: NOT_FOUND_TITLE,
      description: NOT_FOUND_DESCRIPTION,
      details: createElement('p', { 'data-testid': 'status-message' }, 'Page Not Found: /a%00b'),
      action: createElement('a', { href: '/', className: 'button' }, 'Back to home'),
    }),
  );
  // The link's own classes are buttonStyles() in the one and a stand-in in the other.
  const withoutLink = (parts: string[]) => parts.filter((part) => !part.startsWith('a.'));
  expect(withoutLink(skeleton(fatal))).toEqual(withoutLink(skeleton(view)));
  expect(fatal).toMatch(/<section aria-labelledby="error-title"[^>]*>[\s\S]*<h1 id="error-title"/);
});

it('links the imprint and the privacy policy with the footer’s labels, and nothing else of the footer', () => {
  const page = renderFatalErrorPage({
    statusCode: 404,
    statusMessage: 'Page Not Found: /Foo',
    stylesheet: undefined,
    site: {
      name: 'Example Software GmbH',
      locale: 'en-GB',
      footer: {
        smallLinks: [
          { label: 'Careers', to: '/careers' },
          { label: 'Legal notice', to: '/imprint' },
          { label: 'Billing portal', to: 'https://billing.example.net/' },
          { label: 'Data & privacy', to: '/privacy' },
        ],
      },
    },
    nonce: 'n0nce',
  });
  const footer = page.slice(page.indexOf('<footer'), page.indexOf('</footer>'));
  expect([...footer.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => [href, label])).toEqual([
    ['/imprint', 'Legal notice'],
    ['/privacy', 'Data &amp; privacy'],
  ]);
});
