import 'server-only';

import path from 'node:path';

import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants } from 'waku/internals';

import { appConfig, routeRuleMatcher } from '../config';
import { getCompany } from '../content/company';
import { fileProblemsIn } from '../content/content-error';
import { getContentFileError, getDraftFiles } from '../content/content-index';
import { BUILD_ID, BUILT_AT } from '../lib/build-id';
import { onceUntilFailure } from '../lib/once-until-failure';
import { buildSite, type BuildUtils } from './build/build-site';
import { inlineScriptHashes, pageCsp } from './csp';
import { cspConnectSources } from './csp-sources';
import { createRequestHandler } from './handle-request';
import { createPreviewApi } from './preview/preview-api';
import { previewHasContentPage } from './preview/preview-content-page';
import { createPreviewGate } from './preview/preview-gate';
import { findStagingProblems } from './preview/staging-problems';
import { readPreviewToken } from './preview/preview-token';
import { unreadablePreviewSources } from './preview/unreadable-preview-sources';
import { createFailureLimiter } from './preview/rate-limit';
import { securityHeaders } from './security-headers';
import { serveNode } from './serve-node';
import { startNotes } from './start-notes';
import { createStaticFastPath } from './static-fast-path';
import { StaticFiles } from './static-files';
import { readPreviousPublicDir } from './previous-release';
import { readTrustProxy } from './trust-proxy';

/**
 * Waku's Node adapter, reshaped so that one request handler answers every
 * request (prerendered files too) and the build also writes the content pages.
 */
export const siteAdapter = createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const publicDir = path.resolve(config.distDir, constants.DIST_PUBLIC);
  // Read once: a token that is too short stops the server (and the build) at start.
  const previewToken = readPreviewToken(process.env, appConfig.preview.tokenEnv);
  const getToken = () => previewToken;
  const limiter = createFailureLimiter();
  const connectSources = cspConnectSources(appConfig);
  // Behind a reverse proxy: its X-Forwarded-For and X-Forwarded-Proto are believed.
  const trustProxy = readTrustProxy(process.env);
  const previousPublicDir = readPreviousPublicDir(process.env);

  // Indexed on first use: during the build the folder is still being written.
  const loadStaticFiles = onceUntilFailure(() =>
    StaticFiles.load(publicDir, { cspForHtml: (html) => pageCsp(inlineScriptHashes(html), connectSources), previousPublicDir }),
  );
  const getStaticFiles = () => (isBuild ? loadStaticFiles() : Promise.resolve(undefined));

  const handler = createRequestHandler({
    render: processRequest,
    getStaticFiles,
    baseHeaders: (request) => securityHeaders(request, trustProxy),
    routeRules: routeRuleMatcher,
    preview: createPreviewGate({ getToken, cookieMaxAgeSeconds: appConfig.preview.cookieMaxAgeSeconds, limiter }),
    previewHasContentPage,
    previewApi: createPreviewApi({
      getToken,
      allowedOrigins: appConfig.preview.allowedOrigins,
      limiter,
      findStagingProblems: async () => {
        const files = await getStaticFiles();
        const built = files && {
          has: (sitePath: string) => files.find(sitePath) !== undefined,
          pageHtml: (sitePath: string) => files.text(`${sitePath.replace(/\/$/, '')}/index.html`),
        };
        return findStagingProblems({ built, matcher: routeRuleMatcher });
      },
    }),
    trustProxy,
    site: appConfig,
    connectSources,
    // Under `npm run dev` only: a build refuses such a file before anything is served.
    // A file every page reads (private/company.yaml) with a mistake counts too: the page then lists it.
    hasContentFileProblem: import.meta.env.DEV
      ? (rawPath) =>
          getContentFileError(rawPath).then(
            (problem) => problem !== undefined,
            (error: unknown) => {
              if (fileProblemsIn(error)) return true;
              throw error;
            },
          )
      : undefined,
    // Content that fails to load is the page's own to report (it renders the problem); only its status stays as rendered.
    isDraftPath: import.meta.env.DEV
      ? (pagePath) =>
          getDraftFiles().then(
            (drafts) => drafts.has(pagePath),
            () => false,
          )
      : undefined,
  });

  return {
    fetch: handler,
    build: async (utils: BuildUtils) =>
      buildSite({
        utils,
        processBuild,
        render: processRequest,
        publicDir,
        buildId: BUILD_ID,
        builtAt: BUILT_AT,
        siteUrl: appConfig.siteUrl,
        securityEmail: async () => (await getCompany()).email,
        matcher: routeRuleMatcher,
        connectSources,
      }),
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve: (options: Parameters<typeof serveNode>[0]) => {
      let previousAssets: number | undefined;
      return serveNode({
        ...options,
        describe: (hostname) =>
          startNotes({
            buildId: BUILD_ID,
            previewTokenEnv: appConfig.preview.tokenEnv,
            previewOn: previewToken !== undefined,
            trustProxy,
            hostname,
            previousRelease: previousPublicDir ? { dir: previousPublicDir, assets: previousAssets } : undefined,
            unreadablePreviewSources: previewToken === undefined ? [] : unreadablePreviewSources(),
          }),
        prepareFastPath: async () => {
          const files = await getStaticFiles();
          previousAssets = files?.previousAssets;
          return files && createStaticFastPath(files, routeRuleMatcher, { trustProxy });
        },
      });
    },
  };
});
