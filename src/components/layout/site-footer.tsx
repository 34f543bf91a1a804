import { appConfig, type SmallLink } from '../../config';
import { messages } from '../../lib/messages';
import { Icon } from '../ui/icon';
import { SiteLink } from '../../islands/site-link';

function FooterLink({ link }: { link: SmallLink }) {
  const className = 'text-sm text-ink-muted underline-offset-4 hover:text-ink hover:underline';
  if (!link.external) {
    return (
      <SiteLink to={link.to} className={className}>
        {link.label}
      </SiteLink>
    );
  }
  const newTab = link.target === '_blank';
  return (
    <a href={link.to} target={link.target} rel="noopener noreferrer" className={className}>
      {link.label}
      {newTab && (
        <>
          {/* Seen, as the words beside it are heard: the link leaves this tab. */}
          <Icon name="lucide:external-link" className="ml-1 size-3.5 align-[-0.125em]" />
          <span className="sr-only"> {messages.newTab}</span>
        </>
      )}
    </a>
  );
}

/** Name and notice, small links, socials: all from the app configuration. */
export function SiteFooter() {
  const { name, footer, socials } = appConfig;
  return (
    <footer className="border-t border-line bg-surface-raised print:break-inside-avoid">
      <div className="mx-auto grid max-w-7xl gap-6 px-gutter py-10 lg:grid-cols-10 lg:items-center">
        <div className="lg:col-span-4">
          <p className="font-semibold">{name}</p>
          <p className="mt-1 text-sm text-ink-muted">{footer.notice}</p>
        </div>
        {/* On paper the footer is the name and notice: its links lead nowhere there. */}
        <nav aria-label="Footer" className="lg:col-span-4 print:hidden">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 lg:justify-center">
            {footer.smallLinks.map((link) => (
              <li key={link.to}>
                <FooterLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <ul className="flex gap-2 lg:col-span-2 lg:justify-end print:hidden" aria-label="Social links">
          {socials.map((social) => (
            <li key={social.to}>
              <a
                href={social.to}
                rel="noopener noreferrer"
                aria-label={social.title}
                title={social.title}
                className="flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-surface hover:text-ink"
              >
                <Icon name={social.icon} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
