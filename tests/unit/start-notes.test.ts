import { describe, expect, it } from 'vitest';

import { listenFailure, serverUrl } from '../../src/server/serve-node';
import { startNotes } from '../../src/server/start-notes';

const facts = { buildId: '20261125-abc1234', previewTokenEnv: 'PREVIEW_TOKEN', previewOn: true, trustProxy: true };

describe('what the server says at start', () => {
  it('names the build, whether preview is on and whether proxy headers are believed', () => {
    expect(startNotes({ ...facts, hostname: '127.0.0.1' })).toEqual({
      facts: ['build 20261125-abc1234', 'preview on (PREVIEW_TOKEN is set)', 'X-Forwarded-For believed (TRUST_PROXY=1)'],
      warnings: [],
    });
    expect(startNotes({ ...facts, previewOn: false, trustProxy: false, hostname: '0.0.0.0' }).facts).toEqual([
      'build 20261125-abc1234',
      'preview off (PREVIEW_TOKEN is not set)',
      'no proxy headers believed',
    ]);
  });

  it("counts the previous release's assets it answers, when PREVIOUS_PUBLIC_DIR is set", () => {
    const previousRelease = { dir: '/srv/example-software/previous/dist/public', assets: 42 };
    expect(startNotes({ ...facts, hostname: '127.0.0.1', previousRelease }).facts).toContain(
      '42 assets of the previous release from /srv/example-software/previous/dist/public',
    );
    expect(startNotes({ ...facts, hostname: '127.0.0.1' }).facts).toHaveLength(3);
  });

  it('says when PREVIOUS_PUBLIC_DIR names no folder, so a mistyped path shows in the start line', () => {
    const previousRelease = { dir: '/srv/example-software/previuos/dist/public', assets: undefined };
    expect(startNotes({ ...facts, hostname: '127.0.0.1', previousRelease }).facts).toContain(
      'no previous release at /srv/example-software/previuos/dist/public (none yet, or PREVIOUS_PUBLIC_DIR is wrong)',
    );
  });

  it('warns when proxy headers are believed from anyone who can reach the port', () => {
    for (const hostname of ['0.0.0.0', '192.168.1.20', '::']) {
      expect(startNotes({ ...facts, hostname }).warnings, hostname).toEqual([
        expect.stringContaining(`TRUST_PROXY=1 with HOST=${hostname}: whoever reaches this port directly`),
      ]);
    }
    for (const hostname of ['127.0.0.1', 'localhost', '::1']) expect(startNotes({ ...facts, hostname }).warnings).toEqual([]);
  });

  it('warns when preview is on but cannot read what it needs under private/', () => {
    const unreadablePreviewSources = ['private/company.yaml (EACCES)'];
    expect(startNotes({ ...facts, hostname: '127.0.0.1', unreadablePreviewSources }).warnings).toEqual([
      expect.stringMatching(/^preview cannot read private\/company\.yaml \(EACCES\): every preview answers with an error page/),
    ]);
    expect(startNotes({ ...facts, previewOn: false, hostname: '127.0.0.1', unreadablePreviewSources }).warnings).toEqual([]);
  });
});

describe('the address the server names at start', () => {
  it('is one a browser opens: localhost for all interfaces, IPv6 in brackets, the port bound', () => {
    const bound = { address: '', family: 'IPv4', port: 41_234 };
    expect(serverUrl('0.0.0.0', bound)).toBe('http://localhost:41234/');
    expect(serverUrl('::', bound)).toBe('http://localhost:41234/');
    expect(serverUrl('::1', bound)).toBe('http://[::1]:41234/');
    expect(serverUrl('127.0.0.1', bound)).toBe('http://127.0.0.1:41234/');
  });
});

describe('what the server says when it cannot listen', () => {
  it('names the setting to change, for a taken port, a port only root may open and a host not of this machine', () => {
    expect(listenFailure('EADDRINUSE', 8080, '0.0.0.0')).toBe(
      'Port 8080 is already in use. Stop the other process or set PORT to a free port.',
    );
    expect(listenFailure('EACCES', 80, '0.0.0.0')).toMatch(
      /^Port 80 may be opened only with root's rights\. Set PORT to 1024 or above/,
    );
    expect(listenFailure('EADDRNOTAVAIL', 8080, '10.9.9.9')).toMatch(/^HOST "10\.9\.9\.9" is not an address of this machine/);
  });

  it('leaves any other failure to be thrown as it is, with its stack', () => {
    expect(listenFailure('EMFILE', 8080, '0.0.0.0')).toBeUndefined();
    expect(listenFailure(undefined, 8080, '0.0.0.0')).toBeUndefined();
  });
});
