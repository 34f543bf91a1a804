import type { Company } from '../../content/company-facts';

/**
 * Facts of the shape company.yaml must have, for reading the files that quote
 * it while it has a mistake of its own: the build then names their mistakes
 * too, not only its. Nothing is built with them: that build fails.
 */
export const STAND_IN_COMPANY: Company = {
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  address: { street: 'Musterstraße 1', postalCode: '12345', city: 'Köln', country: 'Germany' },
  email: 'info@example.com',
  phone: '+49 221 1234567',
  managingDirectors: ['Erika Mustermann'],
  responsibleForContent: 'Erika Mustermann',
  register: { court: 'Amtsgericht Köln', number: 'HRB 12345' },
  vatId: 'DE123456789',
  businessId: null,
  openingHours: 'Monday to Friday',
  founded: 2000,
  hosting: { provider: 'Example Hosting GmbH', location: 'Germany' },
  supervisoryAuthority: { name: 'Data protection authority', address: 'Köln', url: 'https://www.example.org/' },
};
