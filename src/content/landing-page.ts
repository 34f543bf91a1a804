import 'server-only';

import { type Company, getCompany } from './company';
import { readAll, throwProblems } from './content-error';
import { getContentFileError } from './content-index';
import { getLanding, type Landing } from './landing';
import { PRIVATE_DIR } from './private-dir';
import { findUnreadFiles } from './unread-files';

/**
 * What the build refuses about the landing page besides the contents of its
 * files: a file in private/landing/ it does not read (`faqs.yaml` for
 * faq.yaml), and a content file that would be the page at `/` (index.md).
 * The build reports these before it renders anything; under `npm run dev`
 * the landing page lists them with its files' problems.
 */
const landingFileProblems = async (): Promise<void> => {
  if (!import.meta.env.DEV) return;
  const [unread, homeFile] = await Promise.all([findUnreadFiles(PRIVATE_DIR), getContentFileError('/')]);
  throwProblems([...unread.filter(({ file }) => file.startsWith('private/landing/')), ...(homeFile ? [homeFile] : [])]);
};

/** What the landing page shows: its sections and the company facts; every problem of their files at once. */
export const readLandingPage = async (): Promise<{ landing: Landing; company: Company }> => {
  const [landing, company] = await readAll([getLanding(), getCompany(), landingFileProblems()]);
  return { landing, company };
};
