import { getPreviewContent } from '../../content/content-index';

/**
 * Whether a verified preview shows a content page at a path: a published
 * page, a draft, a staged page, or a staged file or draft shown with its problems.
 */
export const previewHasContentPage = async (pagePath: string): Promise<boolean> => {
  const { index, stagedErrors, draftErrors } = await getPreviewContent();
  return index.has(pagePath) || stagedErrors.has(pagePath) || draftErrors.has(pagePath);
};
