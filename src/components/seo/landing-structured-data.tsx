import type { AppConfig } from '../../config';
import type { Company } from '../../content/company';
import type { FaqItem } from '../../content/landing';
import { withoutSoftHyphens } from '../../lib/without-soft-hyphens';
import { JsonLd } from './json-ld';

type LandingStructuredDataProps = { config: AppConfig; company: Company; faq: readonly FaqItem[] };

/**
 * WebSite (the site name search results show), Organization and FAQPage,
 * built from the same data the landing page shows. The ids let the site name
 * its publisher instead of describing the company twice.
 */
export function LandingStructuredData({ config, company, faq }: LandingStructuredDataProps) {
  const organizationId = `${config.siteUrl}/#organization`;
  const webSite = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${config.siteUrl}/#website`,
    name: config.name,
    url: `${config.siteUrl}/`,
    inLanguage: config.locale,
    publisher: { '@id': organizationId },
  };
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: config.name,
    legalName: config.name,
    url: `${config.siteUrl}/`,
    logo: `${config.siteUrl}/icon-512.png`,
    description: config.description,
    email: company.email,
    telephone: company.phone,
    vatID: company.vatId,
    foundingDate: String(company.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: 'DE',
    },
    sameAs: config.socials.map((social) => social.to),
  };
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      // Break hints for the page's narrow columns; search results lay out their own text.
      name: withoutSoftHyphens(item.question),
      acceptedAnswer: { '@type': 'Answer', text: withoutSoftHyphens(item.answer) },
    })),
  };
  return (
    <>
      <JsonLd data={webSite} />
      <JsonLd data={organization} />
      <JsonLd data={faqPage} />
    </>
  );
}
