import type { Landing } from '../../content/landing';
import { SiteLink } from '../../islands/site-link';
import { buttonStyles } from '../ui/button-styles';

export function HeroSection({ hero }: { hero: Landing['hero'] }) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-primary-50 to-surface dark:from-primary-950/40">
      <div className="mx-auto grid max-w-7xl grid-cols-1 px-gutter pt-10 pb-12 sm:py-28 lg:grid-cols-10">
        <div className="lg:col-span-7">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{hero.eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-ink-muted sm:mt-6 sm:text-xl">{hero.lead}</p>
          {/* Buttons do nothing on paper; the sections they lead to print below. */}
          <div className="mt-8 flex flex-wrap gap-3 sm:mt-10 print:hidden">
            <SiteLink to={hero.primary.to} className={buttonStyles()}>
              {hero.primary.label}
            </SiteLink>
            <SiteLink to={hero.secondary.to} className={buttonStyles({ variant: 'outline' })}>
              {hero.secondary.label}
            </SiteLink>
          </div>
        </div>
      </div>
    </div>
  );
}
