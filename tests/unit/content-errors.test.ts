import { inspect } from 'node:util';

import { describe, expect, it } from 'vitest';

import { appConfigError } from '../../src/config/validate';
import { ContentError, ContentErrors, FileProblems, readAll, throwProblems } from '../../src/content/content-error';

const problem = (file: string) => new ContentError(file, 2, 'title: missing, but required');

describe('content problems found together', () => {
  it('throws nothing for none and the problem itself for one', () => {
    expect(() => throwProblems([])).not.toThrow();
    const one = problem('private/content/a.md');
    expect(() => throwProblems([one])).toThrow(one);
  });

  it('lists several under one heading, file by file, nested lists flattened and multi-line messages indented', () => {
    const nested = new ContentErrors([problem('private/content/a.md'), problem('private/content/b.md')]);
    const config = new Error('Invalid app configuration (src/config/app.config.ts):\n  - footer.links[1].href: no page');
    let thrown: unknown;
    try {
      throwProblems([nested, config]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentErrors);
    expect((thrown as ContentErrors).problems).toHaveLength(3);
    expect((thrown as Error).message).toBe(
      '3 problems to fix:\n' +
        '  private/content/a.md:2: title: missing, but required\n\n' +
        '  private/content/b.md:2: title: missing, but required\n\n' +
        '  Invalid app configuration (src/config/app.config.ts):\n' +
        '    - footer.links[1].href: no page',
    );
  });

  it('counts each problem of the app config, which lists them under one heading', () => {
    const config = appConfigError([
      { path: ['footer', 'smallLinks', 1, 'to'], message: '"/crew" is no page or file of this site' },
      { path: ['routeRules', '/team', 'redirect', 'to'], message: '"/crew" is no page or file of this site' },
    ]);
    expect(() => throwProblems([problem('private/content/a.md'), config])).toThrow(/^3 problems to fix:\n/);
  });

  it('lists one error reached by two reads once', () => {
    const shared = problem('private/content/a.md');
    expect(() => throwProblems([shared, new ContentErrors([shared])])).toThrow(shared);
  });

  it('waits for every read and throws all their problems, but anything else as it is', async () => {
    await expect(readAll([Promise.resolve(1), Promise.resolve(2)])).resolves.toEqual([1, 2]);
    await expect(
      readAll([Promise.reject(problem('private/a.yaml')), Promise.resolve(1), Promise.reject(problem('private/b.yaml'))]),
    ).rejects.toThrow(/^2 problems to fix:\n {2}private\/a\.yaml:2: [^\n]*\n\n {2}private\/b\.yaml:2: /);
    const diskError = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    await expect(readAll([Promise.reject(problem('private/a.yaml')), Promise.reject(diskError)])).rejects.toBe(diskError);
  });
});

describe('a content problem as the build prints it', () => {
  it('is its message alone: no stack trace into our code, no fields repeating it', () => {
    const one = new ContentError('private/content/a.md', 33, 'image /images/nope.png is no file in public/');
    const inFile = new FileProblems([one, new ContentError('private/content/a.md', 2, 'title: missing, but required')]);
    for (const error of [one, inFile, new ContentErrors([one, problem('private/content/b.md')])]) {
      const printed = inspect(error);
      expect(printed).toContain(error.message);
      expect(printed).not.toMatch(/^\s+at /m);
      expect(printed).not.toMatch(/^\s*(file|line|reason|problems):/m);
    }
    expect(one).toMatchObject({ file: 'private/content/a.md', line: 33, reason: 'image /images/nope.png is no file in public/' });
  });
});
