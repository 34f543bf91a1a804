import { describe, expect, it } from 'vitest';

import { getIcon } from '../../src/server/icons/icon-collections';

describe('icon lookup', () => {
  it('returns the data of an icon the site ships', () => {
    expect(getIcon('simple-icons:github').body).toContain('<path');
  });

  it('says which collection lacks a misspelt icon, instead of asking for a collection the site has', () => {
    expect(() => getIcon('simple-icons:linkdin')).toThrow(
      'Unknown icon "simple-icons:linkdin": no icon "linkdin" in simple-icons',
    );
    expect(() => getIcon('simple-icons:linkdin')).not.toThrow(/add its collection/);
  });

  it('asks for the collection of an icon from a set the site does not ship', () => {
    expect(() => getIcon('mdi:cloud')).toThrow(
      'Unknown icon "mdi:cloud": no icon collection "mdi"; use lucide or simple-icons, or add its collection to src/server/icons/icon-collections.ts',
    );
  });
});
