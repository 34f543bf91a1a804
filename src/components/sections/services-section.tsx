import type { Landing } from '../../content/landing';
import { Icon } from '../ui/icon';
import { LandingSection } from './landing-section';
import { SiteLink } from '../../islands/site-link';

/** Each card spans three rows of the list's grid (icon, title, text), so the texts of a row of cards start on one line even where a title wraps. */
export function ServicesSection({ services }: { services: Landing['services'] }) {
  return (
    <LandingSection id="services" title={services.title} intro={services.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {services.items.map((item) => (
          <li
            key={item.title}
            className="relative row-span-3 grid grid-rows-subgrid gap-0 rounded-2xl border border-line bg-surface-raised p-6"
          >
            <Icon name={item.icon} className="size-8 text-accent" />
            <h3 className="mt-4 text-lg font-semibold">
              <SiteLink to={item.to} className="after:absolute after:inset-0 after:rounded-2xl hover:text-accent focus-ring-card">
                {item.title}
              </SiteLink>
            </h3>
            <p className="mt-2 text-ink-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
