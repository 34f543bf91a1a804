import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';

import { ForcedColorMode } from '../components/forced-color-mode';
import { PageMeta } from '../components/page-meta';
import { ArticlePage } from '../components/pages/article-page';
import { ContentFileErrorPage, readOrShowProblem } from '../components/pages/content-file-error';
import { DraftNotFoundHint } from '../components/pages/draft-not-found-hint';
import { PreviewNoscriptNotice } from '../components/pages/preview-noscript-notice';
import { StagedFileError, stagedFileErrorTitle } from '../components/pages/staged-file-error';
import { BreadcrumbStructuredData } from '../components/seo/breadcrumb-structured-data';
import { appConfig } from '../config';
import { problemsIn } from '../content/content-error';
import { getContentFileError, getDraftFiles, getPreviewContent, getPublishedIndex } from '../content/content-index';
import { SiteLink } from '../islands/site-link';
import { breadcrumbTrail } from '../lib/breadcrumbs';
import { previewTitle } from '../lib/page-title';
import { checkPagePath } from '../lib/path-validity';
import { contentLabel } from '../lib/preview';
import { isPreviewRender } from '../server/preview/preview-marker';
import NotFoundPage from './404';

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
  const page = read.problemPage ?? read.data;
  return isPreviewRender() ? (
    <>
      <PreviewNoscriptNotice path={path} />
      {page}
    </>
  ) : (
    page
  );
}

// Here rather than in components/: rendered from a module of its own, the 404 page's island would count
// as shared between routes and land in the chunk every page loads (about 700 bytes gzip).
const contentPage = async (path: string) => {
  const preview = isPreviewRender();
  const previewContent = preview ? await getPreviewContent() : undefined;
  const stagedProblem = previewContent?.stagedErrors.get(path);
  const problem = stagedProblem ?? previewContent?.draftErrors.get(path);
  if (problem) {
    const published = (await getPublishedIndex()).has(path);
    const draft = !stagedProblem;
    return (
      <>
        <PageMeta title={previewTitle(stagedFileErrorTitle(draft))} description={problem.message} path={path} noindex />
        <StagedFileError problems={problemsIn(problem)} published={published} draft={draft} preview />
      </>
    );
  }
  // Only in development: a file the build refuses shows every problem of it at the address it was meant
  // for, as the build lists them (a name with capitals or spaces at its lowercase address too).
  const fileProblem = await getContentFileError(path);
  if (fileProblem) return <ContentFileErrorPage problems={problemsIn(fileProblem)} path={path} />;
  if (!checkPagePath(path).valid) notFound();
  const index = previewContent?.index ?? (await getPublishedIndex());
  const page = index.get(path);
  if (!page) {
    // Under `npm run dev` a draft's address says why it is missing (the request handler answers it
    // with 404); a build has no such page, so there a draft's 404 is any other's.
    const draftFile = import.meta.env.DEV && !preview ? (await getDraftFiles()).get(path) : undefined;
    if (draftFile) return <NotFoundPage hint={<DraftNotFoundHint file={draftFile} />} />;
    notFound();
  }

  const { title, description, updated, colorMode, type } = page.frontMatter;
  const label = contentLabel({ source: page.source, draft: page.frontMatter.draft });
  const trail = breadcrumbTrail(path, title, (ancestor) => index.get(ancestor)?.frontMatter.title);
  return (
    <>
      <PageMeta
        // A page that only the preview shows says so in the tab, as on a static host.
        title={label === 'content' ? title : previewTitle(title)}
        description={description}
        path={path}
        noindex={preview}
        type={type}
        updated={updated}
      />
      {trail.length > 0 && <BreadcrumbStructuredData siteUrl={appConfig.siteUrl} trail={trail} />}
      {colorMode && <ForcedColorMode mode={colorMode} />}
      <ArticlePage
        title={title}
        description={description}
        updated={updated}
        body={page.body}
        internalLink={SiteLink}
        source={label}
        preview={preview}
        trail={trail}
      />
    </>
  );
};

export const getConfig = async () => ({ render: 'dynamic' }) as const;
