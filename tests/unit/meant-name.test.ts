import { describe, expect, it } from 'vitest';

import { meantName, meantPath } from '../../src/content/meant-name';

describe('the page name an editor means by a refused file name', () => {
  it('writes capitals small and spaces and underscores as dashes', () => {
    expect(meantName('Cloud Hosting')).toBe('cloud-hosting');
    expect(meantName('cloud_hosting')).toBe('cloud-hosting');
    expect(meantName('  Data -- Migration  ')).toBe('data-migration');
  });

  it('spells German letters out and drops accents, however the file system composed them', () => {
    expect(meantName('Über uns')).toBe('ueber-uns');
    expect(meantName('U\u0308ber uns')).toBe('ueber-uns');
    expect(meantName('Straße')).toBe('strasse');
    expect(meantName('Résumé')).toBe('resume');
  });

  it('leaves nothing when no letter or digit is left', () => {
    expect(meantName('___')).toBe('');
  });

  it('reads each name of a path, so an address and a file name meet', () => {
    expect(meantPath('/Services/Cloud Hosting')).toBe('/services/cloud-hosting');
    expect(meantPath('/über-uns')).toBe(meantPath('/Über uns'));
  });
});
