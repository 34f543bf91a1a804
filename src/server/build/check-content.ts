import { readFileSync } from 'node:fs';

import { appConfig } from '../../config';
import { appConfigError } from '../../config/validate';
import { getCompany } from '../../content/company';
import { type ContentError, problemsIn, readAll, throwProblems } from '../../content/content-error';
import {
  CONTENT_DIR,
  getContentFileErrors,
  getDraftFileErrors,
  getDraftFiles,
  getPublishedIndex,
} from '../../content/content-index';
import { getLandingFiles } from '../../content/landing';
import { fileInside } from '../../content/file-inside';
import { getLegalPage } from '../../content/legal';
import { loadPagesSettingDraftsAside } from '../../content/load-pages';
import { placeholderValues } from '../../content/placeholder-values';
import { PRIVATE_DIR } from '../../content/private-dir';
import { findUnreadFiles } from '../../content/unread-files';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { LEGAL_PAGES } from '../../lib/site-pages';
import { isFile } from '../list-files';
import { anchorsInHtml } from './anchors';
import { answeringPaths } from './answering-paths';
import { staleBrandImageProblems } from './brand-images';
import { consentDisclosureProblems } from './consent-disclosure';
import { findContentProblems } from './content-problems';
import { publicDirAnswers } from './public-dir-answers';
import { publicSymlinkProblems } from './public-symlinks';
import { landingSectionProblems } from './landing-section-order';
import { STAND_IN_COMPANY } from './stand-in-company';
import { unshownLandingProblems } from './unshown-landing-files';

/**
 * Reads every file under private/ before anything is rendered: mistakes stop
 * the build with their files and lines, every problem of every bad file at
 * once, not as a failed render whose message React leaves out of production
 * builds. Links are checked by checkContent only once every file reads: where
 * a link may lead depends on every page's front matter (a draft) and body (its anchors).
 * Share image and favicons drawn from an old name, logo or colour are named with them, and
 * symbolic links in public/, which would publish what they point to.
 */
export const checkSources = async () => {
  // Every other file may quote company.yaml. With a mistake of its own they are read with stand-in facts,
  // so that one build names their mistakes too, not only its.
  const companyProblem = await getCompany().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (companyProblem !== undefined) {
    const standIns = placeholderValues(STAND_IN_COMPANY, appConfig);
    await readAll([
      Promise.reject(companyProblem),
      getLandingFiles(standIns),
      ...LEGAL_PAGES.map((name) => getLegalPage(name, standIns)),
      loadPagesSettingDraftsAside(CONTENT_DIR, 'content', standIns),
      findUnreadFiles(PRIVATE_DIR).then(throwProblems),
    ]);
  }
  await readAll([
    getCompany(),
    getLandingFiles(),
    ...LEGAL_PAGES.map((name) => getLegalPage(name)),
    getPublishedIndex(),
    // Built in development mode (NODE_ENV=development), a bad file would only show on its own page.
    getContentFileErrors().then((errors) => throwProblems([...errors.values()])),
    findUnreadFiles(PRIVATE_DIR).then(throwProblems),
    Promise.resolve().then(() => throwProblems(staleBrandImageProblems())),
    Promise.resolve().then(() => throwProblems(publicSymlinkProblems())),
  ]);
  warnOfDraftProblems(await getDraftFileErrors());
};

/** A draft's mistakes stop no build, but whoever builds hears of them before the day it is published. */
const warnOfDraftProblems = (draftErrors: ReadonlyMap<string, ContentError>) => {
  const problems = [...draftErrors.values()].flatMap((error) => problemsIn(error));
  if (problems.length === 0) return;
  const lines = problems.map((problem) => `  ${problem.message}`).join('\n');
  console.warn(`Warning: problems in drafts, which stop the build once the draft is published:\n${lines}`);
};

/**
 * Stops the build at the content problems the route rules or the built
 * files reveal, all of them at once: a published page whose address a rule redirects away, a link
 * to an anchor its page does not have, or a link to a path nothing answers (not a content page, not a file or page
 * already in `publicDir`, not a redirect to one of those) in content, in the
 * landing YAML, in the app config's links or as a route rule's target.
 */
export const checkContent = async (publicDir: string, matcher: RouteRuleMatcher) => {
  const index = await getPublishedIndex();
  const answers = answeringPaths({ isPage: (sitePath) => index.has(sitePath), isFile: publicDirAnswers(publicDir), matcher });

  const { hidden, config, links, alike } = await findContentProblems({
    pages: [...index.values()],
    drafts: await getDraftFiles(),
    answers,
    // Waku's own pages (/, /imprint, /privacy) are built by now; content pages are checked from their files.
    builtAnchorsOf: (sitePath) => {
      const file = fileInside(publicDir, `${sitePath}/index.html`);
      return file !== undefined && isFile(file) ? anchorsInHtml(readFileSync(file, 'utf8')) : undefined;
    },
    matcher,
  });
  const landingFile = fileInside(publicDir, 'index.html');
  const landingHtml = landingFile && isFile(landingFile) ? readFileSync(landingFile, 'utf8') : undefined;
  const sections =
    landingHtml === undefined
      ? []
      : [...landingSectionProblems(landingHtml), ...unshownLandingProblems(landingHtml, await getLandingFiles())];
  const disclosure = consentDisclosureProblems(appConfig.icons.remoteApi, await getLegalPage('privacy'));
  throwProblems([...hidden, ...(config.length ? [appConfigError(config)] : []), ...links, ...alike, ...sections, ...disclosure]);
};
