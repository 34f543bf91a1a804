/** Phrases that exist only in private/staging or in drafts: they must never reach the public. */
export const STAGED_ONLY_TEXT = [
  'Staged update',
  'a larger office on the same street',
  'Staged service page',
  'Early access',
  'This page is a draft',
];
