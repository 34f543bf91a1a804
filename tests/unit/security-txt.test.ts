import { describe, expect, it } from 'vitest';

import { securityTxt } from '../../src/server/build/security-txt';

const field = (text: string, name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1];

describe('security.txt', () => {
  const builtAt = Date.parse('2026-11-23T10:15:30.123Z');
  const text = securityTxt({ email: 'hello@example.com', siteUrl: 'https://www.example.com', builtAt });

  it('names the contact and its own canonical address', () => {
    expect(field(text, 'Contact')).toBe('mailto:hello@example.com');
    expect(field(text, 'Canonical')).toBe('https://www.example.com/.well-known/security.txt');
    expect(field(text, 'Preferred-Languages')).toBe('en, de');
  });

  it('expires less than a year after the build, as an RFC 3339 time', () => {
    const expires = field(text, 'Expires')!;
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - builtAt) / 86_400_000;
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(365);
  });

  it('ends every line, the last one too', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\n\n');
  });
});
