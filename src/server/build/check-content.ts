import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { appConfig } from '../../config';
import { appConfigError } from '../../config/validate';
import { getContentFileErrors, getPublishedIndex } from '../../content/content-index';
import { getLandingFiles } from '../../content/landing';
import { getLegalPage } from '../../content/legal';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { answeringPaths } from './answering-paths';
import { brokenConfigLinks } from './broken-config-links';
import { brokenInternalLinks, brokenYamlLinks } from './broken-links';
import { pagesBehindRedirects } from './pages-behind-redirects';

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/**
 * Stops the build at the first content problem the route rules or the built
 * files reveal: a published page whose address a rule redirects away, or a
 * link to a path nothing answers (not a content page, not a file or page
 * already in `publicDir`, not a redirect to one of those) in content, in the
 * landing YAML, in the app config's links or as a route rule's target.
 */
export const checkContent = async (publicDir: string, matcher: RouteRuleMatcher) => {
  // Built in development mode (NODE_ENV=development), a bad file would only show on its own page.
  const [unreadable] = (await getContentFileErrors()).values();
  if (unreadable) throw unreadable;
  const index = await getPublishedIndex();
  const [hidden] = pagesBehindRedirects(index.values(), matcher);
  if (hidden) throw hidden;
  const inPublicDir = (sitePath: string) => {
    const file = path.join(publicDir, sitePath);
    if (!file.startsWith(publicDir + path.sep) && file !== publicDir) return false;
    return isFile(file) || isFile(path.join(file, 'index.html')) || isFile(`${file}.html`);
  };
  const answers = answeringPaths({ isPage: (sitePath) => index.has(sitePath), isFile: inPublicDir, matcher });

  const configProblems = brokenConfigLinks(appConfig, answers);
  if (configProblems.length) throw appConfigError(configProblems);
  const legal = await Promise.all([getLegalPage('imprint'), getLegalPage('privacy')]);
  const [broken] = [
    ...brokenInternalLinks([...index.values(), ...legal], answers),
    ...brokenYamlLinks(await getLandingFiles(), answers),
  ];
  if (broken) throw broken;
};
