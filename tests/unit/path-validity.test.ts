import { describe, expect, it } from 'vitest';

import { checkPagePath, hasFileExtension, MAX_PATH_LENGTH } from '../../src/lib/path-validity';

describe('page path validity', () => {
  it.each(['/', '/about', '/services/web-applications', '/a/b/c', '/services/'])('accepts %s', (path) => {
    expect(checkPagePath(path).valid).toBe(true);
  });

  it.each([
    ['/../package.json', 'dot segment'],
    ['/a/./b', 'dot segment'],
    ['/a%2fb', 'encoded separator'],
    ['/a%2F..%2Fb', 'encoded separator'],
    ['/a%5cb', 'encoded separator'],
    ['/a%00b', 'encoded separator'],
    ['/%2e%2e/x', 'encoded separator'],
    ['/a\\b', 'backslash'],
    ['/About', 'invalid segment'],
    ['/über', 'invalid segment'],
    ['/a b', 'invalid segment'],
    ['/a--b-', 'invalid segment'],
    ['relative', 'must start'],
    [`/${'a'.repeat(MAX_PATH_LENGTH)}`, 'too long'],
    ['/a/b/c/d/e/f/g/h/i', 'too many segments'],
  ])('rejects %s (%s)', (path, reason) => {
    const check = checkPagePath(path);
    expect(check.valid).toBe(false);
    expect(check.valid ? '' : check.reason).toContain(reason);
  });
});

describe('file paths', () => {
  it.each(['/logo.svg', '/images/team.WEBP', '/downloads/report-2024.pdf', '/a.b/c.d'])('%s ends in a file extension', (path) => {
    expect(hasFileExtension(path)).toBe(true);
  });

  it.each(['/', '/about', '/services/web-applications', '/v1.2/notes', '/file.', '/logo.s-v'])('%s does not', (path) => {
    expect(hasFileExtension(path)).toBe(false);
  });
});
