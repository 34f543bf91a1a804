import { getIconSubset } from '../icons/icon-collections';
import { CLIENT_ICON_NAMES, groupIconNames, ICON_ENDPOINT } from '../../lib/icons';
import type { RouteRuleMatcher } from '../../lib/route-rules';
import { NON_PAGE_CSP } from '../csp';
import { buildManifestFiles } from './build-manifest';
import { checkContent, checkSources } from './check-content';
import { listBuiltPages } from './built-pages';
import { removeHiddenFiles } from './hidden-files';
import { caseRedirectMapConf, cspMapConf, redirectMapConf, routeRulesConf, securityHeadersConf } from './nginx-config';
import { pageCspsByFile } from './page-csps';
import { checkPageHeads } from './page-heads';
import { precompressDirectory } from './precompress';
import { prerenderContentPages } from './prerender-content';
import { SECURITY_TXT_PATH, securityTxt } from './security-txt';
import { checkSitemapCoverage } from './sitemap-coverage';

export type BuildUtils = {
  emitFile: (filePath: string, body: ReadableStream) => Promise<void>;
  unstable_registerPrunableFile: (srcPath: string) => void;
};

type BuildSiteOptions = {
  utils: BuildUtils;
  /** Waku's own build: its static routes into dist/public. */
  processBuild: (utils: BuildUtils) => Promise<void>;
  render: (request: Request) => Promise<Response | null>;
  publicDir: string;
  buildId: string;
  /** When the build started (BUILT_AT), the number the pages compare the manifest's with. */
  builtAt: number;
  siteUrl: string;
  /** Where security researchers write: the company's address from private/company.yaml, asked for once it has been checked. */
  securityEmail: () => Promise<string>;
  matcher: RouteRuleMatcher;
  connectSources: readonly string[];
};

const text = (value: string) => new Blob([value]).stream();

/**
 * Everything `waku build` writes, in order, once every file under private/
 * has been read without a problem: Waku's static routes, the content
 * pages (then every page is checked to be in the sitemap and to have its
 * title, description and canonical URL), the build
 * manifest, security.txt, the icon files for static hosts, the nginx
 * includes, and last the precompressed variants of every text file.
 */
export const buildSite = async ({
  utils,
  processBuild,
  render,
  publicDir,
  buildId,
  builtAt,
  siteUrl,
  securityEmail,
  matcher,
  connectSources,
}: BuildSiteOptions) => {
  await checkSources();
  await processBuild(utils);
  for (const file of await removeHiddenFiles(publicDir)) {
    console.warn(`Warning: public${file} is left out of the build: a hidden file, which a plain static host would publish.`);
  }
  await checkContent(publicDir, matcher);
  const pages = await prerenderContentPages(render, utils.emitFile);
  console.log(`✓ ${pages} content pages prerendered`);
  await checkSitemapCoverage({ publicDir, siteUrl, matcher });
  await checkPageHeads({ publicDir, siteUrl });

  for (const [file, body] of Object.entries(buildManifestFiles(buildId, builtAt, matcher))) {
    await utils.emitFile(`public${file}`, text(body));
  }
  await utils.emitFile(`public${SECURITY_TXT_PATH}`, text(securityTxt({ email: await securityEmail(), siteUrl, builtAt })));
  // A static host ignores the `?icons=` query, so each file holds every icon the islands may name.
  for (const [prefix, names] of groupIconNames(CLIENT_ICON_NAMES)) {
    await utils.emitFile(`public${ICON_ENDPOINT}/${prefix}.json`, text(JSON.stringify(getIconSubset(prefix, names))));
  }
  await utils.emitFile('nginx/security-headers.conf', text(securityHeadersConf()));
  await utils.emitFile('nginx/route-rules.conf', text(routeRulesConf(matcher)));
  await utils.emitFile('nginx/redirect-map.conf', text(redirectMapConf(matcher)));
  const pagePaths = (await listBuiltPages(publicDir)).map((page) => page.sitePath);
  await utils.emitFile('nginx/case-redirect-map.conf', text(caseRedirectMapConf(matcher, pagePaths)));
  await utils.emitFile('nginx/csp-map.conf', text(cspMapConf(await pageCspsByFile(publicDir, connectSources), NON_PAGE_CSP)));

  const compressed = await precompressDirectory(publicDir);
  console.log(`✓ ${compressed.files} files precompressed (${compressed.bytes} → ${compressed.brotliBytes} bytes with brotli)`);
};
