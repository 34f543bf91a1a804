import { appConfig } from '../../config';
import type { Company } from '../../content/company';
import type { Landing } from '../../content/landing';
import { phoneHref } from '../../lib/phone-href';
import { Icon } from '../ui/icon';
import { LandingSection } from './landing-section';

type ContactSectionProps = { contact: Landing['contact']; company: Company };

/** How to reach us: e-mail, phone and address; deliberately no form. */
export function ContactSection({ contact, company }: ContactSectionProps) {
  const { address } = company;
  const item = 'flex gap-4 rounded-2xl border border-line bg-surface-raised p-6';
  return (
    <LandingSection id="contact" title={contact.title} intro={contact.intro} layout="split">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={item}>
          <Icon name="lucide:mail" className="size-6 text-accent" />
          <div>
            <h3 className="font-semibold">E-mail</h3>
            <a href={`mailto:${company.email}`} className="text-accent underline-offset-4 hover:underline">
              {company.email}
            </a>
          </div>
        </li>
        <li className={item}>
          <Icon name="lucide:phone" className="size-6 text-accent" />
          <div>
            <h3 className="font-semibold">Phone</h3>
            <a href={phoneHref(company.phone)} className="text-accent underline-offset-4 hover:underline">
              {company.phone}
            </a>
            <p className="text-sm text-ink-muted">{company.openingHours}</p>
          </div>
        </li>
        <li className={`${item} sm:col-span-2`}>
          <Icon name="lucide:map-pin" className="size-6 text-accent" />
          <div>
            <h3 className="font-semibold">Office</h3>
            <address className="text-ink-muted not-italic">
              {appConfig.name}
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.city}, {address.country}
            </address>
          </div>
        </li>
      </ul>
    </LandingSection>
  );
}
