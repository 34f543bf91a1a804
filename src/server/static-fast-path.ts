import type { IncomingHttpHeaders } from 'node:http';

import { PREVIEW_COOKIE, PREVIEW_QUERY_PARAM } from '../lib/preview';
import type { RouteRuleMatcher } from '../lib/route-rules';
import { NON_PAGE_CSP } from './csp';
import { isForwardedHttps } from './forwarded-https';
import { ruleHeadersFor } from './rule-headers-for';
import { routeRuleOf } from './route-rule-of';
import { NOT_FOUND_PAGE, rawPathOf, screenRequest } from './screen-request';
import { securityHeaderRecord } from './security-headers';
import type { FileAnswer, StaticFiles } from './static-files';
import { API_PREFIX } from '../lib/api-prefix';

export type RawRequest = { method: string; url: string; headers: IncomingHttpHeaders };

const lowerCaseKeys = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Answers the common cases without building Request and Response objects: a
 * GET or HEAD for a prerendered file already in memory, or for a page or file
 * the build does not have (the 404 page), with no preview and no redirect
 * involved. Anything else returns undefined and takes the full handler, which
 * answers the same request with the same headers.
 */
export const createStaticFastPath =
  (staticFiles: StaticFiles, routeRules: RouteRuleMatcher, { trustProxy }: { trustProxy: boolean }) =>
  (request: RawRequest): FileAnswer | undefined => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const queryStart = request.url.indexOf('?');
    const pathname = rawPathOf(request.url);
    if (pathname === undefined) return undefined;
    // Read as the full handler reads it, so ?%70review= is a preview link here too.
    if (queryStart >= 0 && new URLSearchParams(request.url.slice(queryStart + 1)).has(PREVIEW_QUERY_PARAM)) return undefined;
    if (request.headers.cookie?.includes(PREVIEW_COOKIE)) return undefined;
    if (pathname.startsWith(API_PREFIX)) return undefined;

    const screening = screenRequest(request.method, pathname);
    if (screening.verdict !== 'pass') return undefined;
    const rule = routeRuleOf(screening, pathname, routeRules);
    if (rule.redirect) return undefined;

    const fileRequest = {
      method: request.method,
      acceptEncoding: request.headers['accept-encoding'] ?? '',
      ifMatch: request.headers['if-match'],
      ifNoneMatch: request.headers['if-none-match'],
      ifUnmodifiedSince: request.headers['if-unmodified-since'],
      ifModifiedSince: request.headers['if-modified-since'],
    };
    const file = staticFiles.find(pathname);
    // Every published page and file is in the build, so a page or file path without one is missing: the
    // 404 page, as the full handler answers it (without the rule's headers). Scanners ask by the thousand.
    const isPageOrFile = screening.kind === 'page' || screening.kind === 'file';
    const notFoundPage = !file && isPageOrFile ? staticFiles.find(NOT_FOUND_PAGE) : undefined;
    const answer = file
      ? staticFiles.answerFromMemory(file, fileRequest)
      : notFoundPage && staticFiles.answerFromMemory(notFoundPage, fileRequest, 404);
    if (!answer) return undefined;
    return {
      ...answer,
      headers: {
        'content-security-policy': NON_PAGE_CSP,
        ...lowerCaseKeys(securityHeaderRecord(isForwardedHttps(request.headers['x-forwarded-proto'], trustProxy))),
        ...answer.headers,
        ...(file ? lowerCaseKeys(ruleHeadersFor(rule, answer.status)) : {}),
      },
    };
  };
