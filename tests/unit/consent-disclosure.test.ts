import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';

import { consentSummary } from '../../src/lib/consented-services';
import { consentDisclosureProblems } from '../../src/server/build/consent-disclosure';

const privacyText = (text: string) => ({
  file: 'private/legal/privacy.md',
  body: {
    type: 'root',
    children: [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: text }] }],
  } as Root,
});

describe('a remote icon API and the privacy policy', () => {
  it('stops the build while the policy does not name the host visitors are sent to', () => {
    const problems = consentDisclosureProblems('https://icons.example.net/', privacyText('Icons come from our own server.'));
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringMatching(
        /^private\/legal\/privacy\.md: ICONS_REMOTE_API sends visitors who accept to icons\.example\.net, which the privacy policy does not name/,
      ),
    ]);
  });

  it('stops the build while the policy still says nothing needs consent', () => {
    const stale = privacyText('Icons load from icons.example.net. Today nothing on this website needs your consent.');
    expect(consentDisclosureProblems('https://icons.example.net/', stale).map((problem) => problem.message)).toEqual([
      'private/legal/privacy.md: says "nothing on this website needs your consent", which is untrue with ICONS_REMOTE_API set: rewrite that paragraph',
    ]);
  });

  it('passes once the policy names it, and when there is none or it is this machine', () => {
    const named = privacyText('After consent, icons load from icons.example.net, run by Example Icons Ltd.');
    expect(consentDisclosureProblems('https://icons.example.net/', named)).toEqual([]);
    expect(consentDisclosureProblems(null, privacyText('Nothing needs consent.'))).toEqual([]);
    expect(consentDisclosureProblems('http://127.0.0.1:4182', privacyText('Nothing needs consent.'))).toEqual([]);
  });

  it('has the banner say what Accept loads, or that nothing needs consent when Accept loads nothing', () => {
    expect(consentSummary('https://icons.example.net/')).toBe(
      'Nothing beyond the strictly necessary loads unless you accept. If you accept, icons load from icons.example.net, which then sees your IP address.',
    );
    // Not "unless you accept": that would promise Accept turns something on.
    expect(consentSummary(null)).toBe(
      'Nothing on this website needs your consent today, so Accept and Decline only record your answer.',
    );
  });
});
