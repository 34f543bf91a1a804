import path from 'node:path';

import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import { unstable_constants as constants } from 'waku/internals';

import { appConfig } from '../config';
import { getIconSubset } from '../components/ui/icon-collections';
import { CLIENT_ICON_NAMES, groupIconNames, ICON_ENDPOINT } from '../lib/icons';
import { createRouteRuleMatcher } from '../lib/route-rules';
import { buildManifestFiles } from './build/build-manifest';
import { cspMapConf, routeRulesConf, securityHeadersConf } from './build/nginx-config';
import { pageCspsByUri } from './build/page-csps';
import { precompressDirectory } from './build/precompress';
import { prerenderContentPages } from './build/prerender-content';
import { createPreviewApi } from './preview/preview-api';
import { createPreviewGate } from './preview/preview-gate';
import { readPreviewToken } from './preview/preview-token';
import { createFailureLimiter } from './preview/rate-limit';
import { cspConnectSources } from './csp-sources';
import { inlineScriptHashes, NON_PAGE_CSP, pageCsp } from './csp';
import { createRequestHandler } from './handle-request';
import { securityHeaders } from './security-headers';
import { serveNode } from './serve-node';
import { createStaticFastPath } from './static-fast-path';
import { StaticFiles } from './static-files';

const text = (value: string) => new Blob([value]).stream();

type BuildUtils = {
  emitFile: (filePath: string, body: ReadableStream) => Promise<void>;
  unstable_registerPrunableFile: (srcPath: string) => void;
};

/**
 * Waku's Node adapter, reshaped so that one request handler answers every
 * request (prerendered files too) and the build also writes the content pages.
 */
export const siteAdapter = createServerEntryAdapter(({ processRequest, processBuild, config, isBuild }) => {
  const publicDir = path.resolve(config.distDir, constants.DIST_PUBLIC);
  let staticFiles: Promise<StaticFiles> | undefined;
  const matcher = createRouteRuleMatcher(appConfig.routeRules);
  // Read once: a token that is too short stops the server (and the build) at start.
  const previewToken = readPreviewToken(process.env, appConfig.preview.tokenEnv);
  const getToken = () => previewToken;
  const limiter = createFailureLimiter();
  const connectSources = cspConnectSources(appConfig);

  // Indexed on first use: during the build the folder is still being written.
  const getStaticFiles = () =>
    isBuild
      ? (staticFiles ??= StaticFiles.load(publicDir, (html) => pageCsp(inlineScriptHashes(html), connectSources)))
      : Promise.resolve(undefined);

  const handler = createRequestHandler({
    render: processRequest,
    getStaticFiles,
    baseHeaders: securityHeaders,
    routeRules: matcher,
    preview: createPreviewGate({ getToken, cookieMaxAgeSeconds: appConfig.preview.cookieMaxAgeSeconds, limiter }),
    previewApi: createPreviewApi({ getToken, allowedOrigins: appConfig.preview.allowedOrigins, limiter }),
    trustProxy: process.env.TRUST_PROXY === '1',
    siteName: appConfig.name,
    connectSources,
  });

  return {
    fetch: handler,
    build: async (utils: BuildUtils) => {
      await processBuild(utils);
      const pages = await prerenderContentPages(processRequest, utils.emitFile);
      console.log(`✓ ${pages} content pages prerendered`);

      const manifest = buildManifestFiles(import.meta.env.WAKU_BUILD_ID ?? 'dev', Date.now(), matcher);
      for (const [file, body] of Object.entries(manifest)) await utils.emitFile(`public${file}`, text(body));
      for (const [prefix, names] of groupIconNames(CLIENT_ICON_NAMES)) {
        await utils.emitFile(`public${ICON_ENDPOINT}/${prefix}.json`, text(JSON.stringify(getIconSubset(prefix, names))));
      }
      await utils.emitFile('nginx/security-headers.conf', text(securityHeadersConf()));
      await utils.emitFile('nginx/route-rules.conf', text(routeRulesConf(matcher)));

      await utils.emitFile('nginx/csp-map.conf', text(cspMapConf(await pageCspsByUri(publicDir, connectSources), NON_PAGE_CSP)));

      const compressed = await precompressDirectory(publicDir);
      console.log(
        `✓ ${compressed.files} files precompressed (${compressed.bytes} → ${compressed.brotliBytes} bytes with brotli)`,
      );
    },
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve: (options: Parameters<typeof serveNode>[0]) =>
      serveNode({
        ...options,
        prepareFastPath: async () => {
          const files = await getStaticFiles();
          return files && createStaticFastPath(files, matcher);
        },
      }),
  };
});
