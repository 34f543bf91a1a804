import type { Root as HastRoot } from 'hast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';

// The input, not the validated `appConfig`: the browser tests read content
// through this module, where `server-only` cannot be imported. The server
// and the build validate the same value when they start.
import { appConfigInput } from '../config/app.config';
import { throwFileProblems } from './content-error';
import { HEADING_SECTION_LINKS } from './plugins/heading-section-links';
import { rehypeBadgesKeepTheirWord } from './plugins/rehype-badges-keep-their-word';
import { rehypeHeadingIds } from './plugins/rehype-heading-ids';
import { rehypeTableNames } from './plugins/rehype-table-names';
import { rehypeTaskListLabels } from './plugins/rehype-task-list-labels';
import { rehypeUnbrokenLegalReferences } from './plugins/rehype-unbroken-legal-references';
import { remarkHeadingOutline } from './plugins/remark-heading-outline';
import { remarkNoBodyTitle } from './plugins/remark-no-body-title';
import { remarkNoBrokenDirectives } from './plugins/remark-no-broken-directives';
import { remarkNoLocalOrPreviewLinks } from './plugins/remark-no-local-or-preview-links';
import { remarkNoDirectivesShownAsText } from './plugins/remark-no-directives-shown-as-text';
import { remarkNoEmptyLinks } from './plugins/remark-no-empty-links';
import { remarkNoOwnSiteUrls } from './plugins/remark-no-own-site-urls';
import { remarkNoRelativeLinks } from './plugins/remark-no-relative-links';
import { remarkNoSpacedAddresses } from './plugins/remark-no-spaced-addresses';
import { remarkNoUnclosedCodeFences } from './plugins/remark-no-unclosed-code-fences';
import { remarkNoUnclosedDirectives } from './plugins/remark-no-unclosed-directives';
import { remarkNoUnresolvedReferences } from './plugins/remark-no-unresolved-references';
import { remarkPlaceholders } from './plugins/remark-placeholders';
import { remarkPlainMarkdown } from './plugins/remark-plain-markdown';
import { remarkProseDirectives } from './plugins/remark-prose-directives';
import { remarkSiteImages } from './plugins/remark-site-images';
import type { PlaceholderValues } from './placeholders';
import { sanitizeSchema } from './sanitize-schema';

/**
 * Markdown → hast, frozen once. Raw HTML, odd link schemes, relative
 * links and images that are not the site's own stop the build; the sanitizer still runs, as a second line, before
 * our own trusted steps (heading ids and anchor links).
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkPlaceholders)
  .use(remarkNoUnclosedCodeFences)
  .use(remarkNoUnclosedDirectives)
  .use(remarkNoBodyTitle)
  .use(remarkPlainMarkdown)
  .use(remarkNoRelativeLinks)
  .use(remarkNoEmptyLinks)
  .use(remarkNoLocalOrPreviewLinks)
  .use(remarkNoOwnSiteUrls, { siteUrl: appConfigInput.siteUrl })
  .use(remarkNoSpacedAddresses)
  .use(remarkSiteImages)
  .use(remarkProseDirectives)
  .use(remarkHeadingOutline)
  .use(remarkNoBrokenDirectives)
  .use(remarkNoDirectivesShownAsText)
  .use(remarkNoUnresolvedReferences)
  .use(remarkRehype)
  .use(rehypeSanitize, sanitizeSchema)
  .use(rehypeHeadingIds)
  .use(rehypeTableNames)
  .use(rehypeTaskListLabels)
  .use(rehypeUnbrokenLegalReferences)
  .use(rehypeBadgesKeepTheirWord)
  .use(rehypeAutolinkHeadings, HEADING_SECTION_LINKS)
  .freeze();

/**
 * `placeholders`: what `{{key}}` stands for (see placeholders.ts); without them braces stay as written.
 * The checks note what they find and go on (see plugins/report-problem.ts): every problem of the body is thrown at once.
 */
export const markdownToHast = async (markdown: string, filePath: string, placeholders?: PlaceholderValues): Promise<HastRoot> => {
  const file = new VFile({ value: markdown, path: filePath, data: placeholders ? { placeholders } : {} });
  const body = (await processor.run(processor.parse(file), file)) as HastRoot;
  throwFileProblems(file.data.problems ?? []);
  return body;
};
