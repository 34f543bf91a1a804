import { createRouteRuleMatcher } from '../../../src/lib/route-rules';
import { createRequestHandler, type RequestHandlerDeps } from '../../../src/server/handle-request';
import type { PreviewGate } from '../../../src/server/preview/preview-gate';

/** The site's request handler with no preview, no route rules and no build, unless the test gives them. */
export const requestHandler = (deps: Partial<RequestHandlerDeps> & Pick<RequestHandlerDeps, 'render'>) =>
  createRequestHandler({
    getStaticFiles: async () => undefined,
    baseHeaders: () => new Headers(),
    routeRules: createRouteRuleMatcher({}),
    preview: { decide: () => ({ state: 'public' }) } as unknown as PreviewGate,
    previewHasContentPage: async () => false,
    previewApi: async () => new Response(null, { status: 404 }),
    site: { name: 'Example Software GmbH', locale: 'en-GB', footer: { smallLinks: [] } },
    connectSources: [],
    trustProxy: false,
    ...deps,
  });
