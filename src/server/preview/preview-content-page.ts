import { getPreviewContent } from '../../content/content-index';

/**
 * Whether a verified preview shows a content page at a path: a published
 * page, a draft, a staged page, or a staged file shown with its problem.
 */
export const previewHasContentPage = async (pagePath: string): Promise<boolean> => {
  const { index, stagedErrors } = await getPreviewContent();
  return index.has(pagePath) || stagedErrors.has(pagePath);
};
