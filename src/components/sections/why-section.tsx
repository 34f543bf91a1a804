import type { Landing } from '../../content/landing';
import { Icon } from '../ui/icon';
import { LandingSection } from './landing-section';

export function WhySection({ why }: { why: Landing['why'] }) {
  return (
    <LandingSection id="why" title={why.title} intro={why.intro} className="bg-surface-raised">
      <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2">
        {why.reasons.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-solid text-on-accent print:[print-color-adjust:exact]">
              <Icon name={reason.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-semibold">{reason.title}</h3>
              <p className="mt-1 text-ink-muted">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
      {/* Each figure above its label, reversed: justify-end keeps a row's figures in line when one label wraps. */}
      <dl className="mt-14 grid gap-6 border-t border-line pt-10 sm:grid-cols-3">
        {why.figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-ink-muted">{figure.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-accent">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </LandingSection>
  );
}
