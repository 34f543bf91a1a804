import type { PageProps } from 'waku/router';

import { contentPage } from '../components/pages/content-page';
import { readOrShowProblem } from '../components/pages/content-file-error';

/**
 * Content pages from private/content, by path. Rendered per request so a
 * verified preview can show staged files (private/staging) and drafts;
 * every published page is also written out as static files at build
 * (see src/server/build/prerender-content.ts).
 */
export default async function ContentPage({ slug }: PageProps<'/[...slug]'>) {
  const path = `/${slug.join('/')}`;
  // Every content page reads private/company.yaml for its placeholders: under `npm run dev` a mistake
  // there shows its problems here, as on `/`, and not as a bare 500 (a missing page included).
  const read = await readOrShowProblem(contentPage(path), path);
  return read.problemPage ?? read.data;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
