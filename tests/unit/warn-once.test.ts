import { afterEach, describe, expect, it, vi } from 'vitest';

import { warnOnce } from '../../src/content/warn-once';

describe('warnOnce', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a problem when it first shows and when it changes, not on every read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let request = 0; request < 5; request += 1) warnOnce('Staged file not shown: private/staging/a.md:6:1: title: missing');
    warnOnce('Staged file not shown: private/staging/a.md:6:1: title: too long');
    warnOnce('Staged file not shown: private/staging/b.md:2:1: date: write YYYY-MM-DD');
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      'Staged file not shown: private/staging/a.md:6:1: title: missing',
      'Staged file not shown: private/staging/a.md:6:1: title: too long',
      'Staged file not shown: private/staging/b.md:2:1: date: write YYYY-MM-DD',
    ]);
  });
});
