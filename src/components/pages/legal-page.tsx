import { getLegalPage, type LegalPageName } from '../../content/legal';
import { SiteLink } from '../../islands/site-link';
import { PageMeta } from '../page-meta';
import { ArticlePage } from './article-page';
import { readOrShowProblem } from './content-file-error';

/** /imprint and /privacy: markdown from private/legal with the company facts filled in. */
export async function LegalPage({ name }: { name: LegalPageName }) {
  const read = await readOrShowProblem(getLegalPage(name), `/${name}`);
  if (read.problemPage) return read.problemPage;
  const { frontMatter, body } = read.data;
  return (
    <>
      <PageMeta title={frontMatter.title} description={frontMatter.description} path={`/${name}`} />
      <ArticlePage
        title={frontMatter.title}
        description={frontMatter.description}
        updated={frontMatter.updated}
        body={body}
        internalLink={SiteLink}
        source="legal"
      />
    </>
  );
}
