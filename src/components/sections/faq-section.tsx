import type { Landing } from '../../content/landing';
import { RememberedDisclosures } from '../../islands/remembered-disclosures';
import { Icon } from '../ui/icon';
import { LandingSection } from './landing-section';

/**
 * Native disclosures: they open with keyboard, screen readers and without JavaScript, and print open (styles.css).
 * The ones a visitor opened are open again after Back.
 */
export function FaqSection({ faq }: { faq: Landing['faq'] }) {
  return (
    <LandingSection id="faq" title={faq.title} intro={faq.intro} layout="split">
      <RememberedDisclosures className="divide-y divide-line border-y border-line">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-lg font-medium text-balance hover:text-accent [&::-webkit-details-marker]:hidden">
              {item.question}
              <Icon
                name="lucide:chevron-down"
                className="size-5 text-ink-muted group-open:rotate-180 motion-safe:transition-transform print:hidden"
              />
            </summary>
            <p className="pb-6 text-ink-muted">{item.answer}</p>
          </details>
        ))}
      </RememberedDisclosures>
    </LandingSection>
  );
}
