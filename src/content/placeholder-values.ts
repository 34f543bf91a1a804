import type { Company } from './company-facts';
import type { PlaceholderValues } from './placeholders';
import { phoneHref } from '../lib/phone-href';

export type { PlaceholderValues } from './placeholders';

/**
 * The facts pages and landing YAML may quote as `{{key}}`, so they are written
 * down only once. The years in business are counted in the year of the build.
 */
export const placeholderValues = (
  company: Company,
  site: { name: string; shortName: string },
  year = new Date().getFullYear(),
): PlaceholderValues => ({
  name: site.name,
  shortName: site.shortName,
  legalForm: company.legalForm,
  'address.street': company.address.street,
  'address.postalCode': company.address.postalCode,
  'address.city': company.address.city,
  'address.country': company.address.country,
  email: company.email,
  phone: company.phone,
  phoneHref: phoneHref(company.phone),
  managingDirectors: company.managingDirectors.join(' and '),
  responsibleForContent: company.responsibleForContent,
  'register.court': company.register.court,
  'register.number': company.register.number,
  vatId: company.vatId,
  // A whole line, empty until the number is assigned: § 5 DDG asks for it only once it exists.
  businessIdLine: company.businessId
    ? `Business identification number under § 139c of the German Fiscal Code (AO): ${company.businessId}`
    : '',
  founded: String(company.founded),
  yearsInBusiness: String(year - company.founded),
  'hosting.provider': company.hosting.provider,
  'hosting.location': company.hosting.location,
  'supervisoryAuthority.name': company.supervisoryAuthority.name,
  'supervisoryAuthority.address': company.supervisoryAuthority.address,
  'supervisoryAuthority.url': company.supervisoryAuthority.url,
});
