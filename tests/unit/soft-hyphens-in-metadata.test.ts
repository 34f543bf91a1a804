import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';

import { PageMeta } from '../../src/components/page-meta';
import { BreadcrumbStructuredData } from '../../src/components/seo/breadcrumb-structured-data';
import { LandingStructuredData } from '../../src/components/seo/landing-structured-data';
import { getCompany } from '../../src/content/company';
import { appConfig } from '../../src/config';

const SOFT_HYPHEN = '\u00AD';

it('leaves an editor’s soft hyphens out of the tab title, link previews and the description', () => {
  const head = renderToStaticMarkup(
    createElement(PageMeta, {
      title: `Daten${SOFT_HYPHEN}schutz by design`,
      description: `How we build Daten${SOFT_HYPHEN}schutz into every application.`,
      path: '/services/data-protection',
    }),
  );
  expect(head).not.toContain(SOFT_HYPHEN);
  expect(head).toContain(`<title>Datenschutz by design · ${appConfig.name}</title>`);
  expect(head).toContain(`<meta property="og:title" content="Datenschutz by design · ${appConfig.name}"/>`);
  expect(head).toContain('<meta name="description" content="How we build Datenschutz into every application."/>');
});

it('names breadcrumbs in search results without the soft hyphens the visible trail keeps', () => {
  const data = renderToStaticMarkup(
    createElement(BreadcrumbStructuredData, {
      siteUrl: 'https://www.example.com',
      trail: [{ title: `Daten${SOFT_HYPHEN}schutz`, path: '/services/data-protection' }],
    }),
  );
  expect(data).not.toContain(SOFT_HYPHEN);
  expect(data).toContain('"name":"Datenschutz"');
});

it('asks the FAQ in search results without the soft hyphens the visible questions keep', async () => {
  const data = renderToStaticMarkup(
    createElement(LandingStructuredData, {
      config: appConfig,
      company: await getCompany(),
      faq: [
        { question: `Where is our Daten${SOFT_HYPHEN}schutz handled?`, answer: `In Frank${SOFT_HYPHEN}furt, by our own team.` },
      ],
    }),
  );
  expect(data).not.toContain(SOFT_HYPHEN);
  expect(data).toContain('"name":"Where is our Datenschutz handled?"');
  expect(data).toContain('"text":"In Frankfurt, by our own team."');
});
