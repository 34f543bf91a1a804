import type { Crumb } from '../../lib/breadcrumbs';
import { messages } from '../../lib/messages';
import type { InternalLink } from '../prose/internal-link';

/**
 * Where a nested page sits: Home, the pages above it as links, and the page
 * itself, marked current. Server-rendered, so it works without JavaScript.
 */
export function Breadcrumbs({ trail, internalLink: Link }: { trail: readonly Crumb[]; internalLink: InternalLink }) {
  const steps = [{ title: messages.home, path: '/' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {steps.map((step, index) => (
          <li key={step.path} className="flex items-center gap-x-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === steps.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {step.title}
              </span>
            ) : (
              <Link to={step.path} className="rounded-sm underline-offset-4 hover:text-ink hover:underline">
                {step.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
