/** Phrases that exist only in private/staging or in drafts: they must never reach the public. */
export const STAGED_ONLY_TEXT = [
  'Staged update',
  'we are eight engineers',
  'Staged service page',
  'Early access',
  'This page is a draft',
];
