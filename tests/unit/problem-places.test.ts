import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ContentFileErrorPage } from '../../src/components/pages/content-file-error';
import { type ContentError, problemsIn } from '../../src/content/content-error';
import { parseMarkdownFile } from '../../src/content/markdown-file';
import { StagingProblemList } from '../../src/islands/preview/staging-problem-list';
import type { StagingCheck } from '../../src/islands/preview/use-staging-problems';

const FILE = 'private/content/services/cloud.md';
/** A short description (a field: line only) and two relative links on one line (line and column each). */
const SOURCE = '---\ntitle: Cloud hosting\ndescription: short\n---\n\nSee [pricing](pricing) and [terms](terms).\n';

const refused = () =>
  parseMarkdownFile(SOURCE, FILE).then(
    () => expect.unreachable('the file was accepted'),
    (error: ContentError) => error,
  );

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>' };
/** The text of each element with the tag, as a person reads it. */
const textsOf = (element: ReactElement, tag: string) =>
  [...renderToStaticMarkup(element).matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'gs'))].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, '').replace(/&(quot|#x27|amp|lt|gt);/g, (entity) => ENTITIES[entity]!),
  );

describe('where in its file a problem is, as an editor is shown it', () => {
  it('the build names file, line and column', async () => {
    expect(problemsIn(await refused()).map((problem) => problem.message)).toEqual([
      `${FILE}:3: description: 5 characters, at least 20`,
      expect.stringMatching(new RegExp(`^${FILE}:6:5: "pricing" is a relative link`)),
      expect.stringMatching(new RegExp(`^${FILE}:6:28: "terms" is a relative link`)),
    ]);
  });

  it('the page under npm run dev names each as the build does', async () => {
    const error = await refused();
    const page = createElement(ContentFileErrorPage, { problems: problemsIn(error), path: '/services/cloud' });
    // Each problem is a File and a Problem line.
    const places = [`${FILE}:3`, `${FILE}:6:5`, `${FILE}:6:28`];
    expect(textsOf(page, 'dd')).toEqual(problemsIn(error).flatMap((problem, index) => [places[index], problem.reason]));
  });

  it('the preview bar lists each in the build’s own words', async () => {
    const error = await refused();
    // As the preview API sends them: plain data.
    const problems = problemsIn(error).map(({ file, line, column, reason }) => ({ file, line, column, reason }));
    const check: StagingCheck = { state: 'checked', problems, notes: [] };
    expect(textsOf(createElement(StagingProblemList, { check }), 'li')).toEqual(
      problemsIn(error).map((problem) => problem.message),
    );
  });
});
