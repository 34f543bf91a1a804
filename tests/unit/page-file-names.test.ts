import { describe, expect, it } from 'vitest';

import { fileNameProblem } from '../../src/content/file-name-problem';
import { fileToPagePath } from '../../src/content/load-pages';

/** What the build says of a content file's name, as it is under private/content/. */
const problemOf = (name: string) => {
  const file = `private/content/${name}`;
  return fileNameProblem(`/site/${file}`, fileToPagePath(name), file)?.message;
};

describe('a content file name no address can have', () => {
  it('is named for its dashes, with the name to write instead', () => {
    expect(problemOf('services/cloud--hosting-.md')).toBe(
      'private/content/services/cloud--hosting-.md: "cloud--hosting-" has two dashes in a row and ends with a dash, which no page address may: write one dash between words and none at either end, e.g. "cloud-hosting"',
    );
    expect(problemOf('-offers/index.md')).toBe(
      'private/content/-offers/index.md: "-offers" starts with a dash, which no page address may: write one dash between words and none at either end, e.g. "offers"',
    );
  });

  it('is named for the limit it passes, with the limit', () => {
    const long = 'managed-kubernetes-clusters-for-small-and-mid-sized-companies-in-the-rhineland-area';
    expect(problemOf(`services/${long}.md`)).toBe(
      `private/content/services/${long}.md: "${long}" is ${long.length} characters long; a file or folder name may have at most 80: shorten it`,
    );
    expect(problemOf('a/b/c/d/e/f/g/h/i.md')).toBe(
      'private/content/a/b/c/d/e/f/g/h/i.md: file name gives the path "/a/b/c/d/e/f/g/h/i", of 9 parts; a page address has at most 8: move the file into fewer folders',
    );
    const name = 'a'.repeat(70);
    expect(problemOf(`${name}/${name}/${name}/${name}.md`)).toMatch(
      /: file name gives a path of 284 characters; a page address has at most 256: shorten the names of the file or its folders$/,
    );
  });

  it('is named for its characters when it has others than lowercase letters, digits and dashes', () => {
    expect(problemOf('services/Cloud Hosting.md')).toBe(
      'private/content/services/Cloud Hosting.md: file name gives the path "/services/Cloud Hosting", which is not a valid page path (lowercase letters, digits and dashes only): rename "Cloud Hosting" to "cloud-hosting"',
    );
    expect(problemOf('Über_uns/Team.md')).toMatch(/: rename "Über_uns" to "ueber-uns"$/);
    expect(problemOf('services/Café Süd.md')).toMatch(/: rename "Café Süd" to "cafe-sued"$/);
    expect(problemOf('press/Résumé.md')).toMatch(/: rename "Résumé" to "resume"$/);
    expect(problemOf('services/___.md')).toMatch(/\(lowercase letters, digits and dashes only\)$/);
    expect(problemOf('services/cloud-hosting.md')).toBeUndefined();
  });
});
