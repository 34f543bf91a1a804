import { describe, expect, it, vi } from 'vitest';

import type { RequestHandlerDeps } from '../../src/server/handle-request';
import { requestHandler } from './support/request-handler';

// Waku's request context needs React's server build; a request that is not rendered does without it.
vi.mock('waku/router/server', () => ({ unstable_getHeaders: () => ({}) }));

const PROBLEM_PAGE = '<h1>This page’s file has an error</h1>';

/** A development server whose only refused file is `private/content/services/Cloud Hosting.md`. */
const devServer = (hasContentFileProblem: RequestHandlerDeps['hasContentFileProblem']) => {
  const render = vi.fn(async () => new Response(PROBLEM_PAGE, { headers: { 'content-type': 'text/html' } }));
  const handler = requestHandler({ render, hasContentFileProblem });
  return { render, get: (path: string) => handler(new Request(`http://localhost${path}`), { incoming: { url: path } }) };
};

const cloudHosting = async (rawPath: string) => rawPath === '/services/Cloud%20Hosting';

describe('a badly named content file’s address as written, under npm run dev', () => {
  it('shows the file’s problem, still as a missing page', async () => {
    const { get, render } = devServer(cloudHosting);
    const response = await get('/services/Cloud%20Hosting');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(PROBLEM_PAGE);
    expect(render).toHaveBeenCalledOnce();
  });

  it('leaves any other invalid address, and every address without development, to the plain 404', async () => {
    const dev = devServer(cloudHosting);
    const other = await dev.get('/services/Nope%20Page');
    expect(other.status).toBe(404);
    expect(await other.text()).not.toBe(PROBLEM_PAGE);
    // A path trick never reaches the question, whatever the answer would be.
    const tricks = devServer(async () => true);
    expect((await tricks.get('/services/%2e%2e/Cloud%20Hosting')).status).toBe(404);
    const production = devServer(undefined);
    expect((await production.get('/services/Cloud%20Hosting')).status).toBe(404);
    expect(dev.render).not.toHaveBeenCalled();
    expect(tricks.render).not.toHaveBeenCalled();
    expect(production.render).not.toHaveBeenCalled();
  });
});
