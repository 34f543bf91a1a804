import { Icon } from '@iconify/react';

import { cn } from '../../lib/cn';
import { useConsentAccepted } from '../consent/use-consent-accepted';
import { configureIconApi } from './iconify-api';

type ClientIconProps = { name: string; remoteApi: string | null; className?: string };

/**
 * An icon known only in the browser, loaded through Iconify. A failure is
 * silent: the placeholder keeps its size, nothing shifts.
 */
export default function ClientIcon({ name, remoteApi, className }: ClientIconProps) {
  const accepted = useConsentAccepted();
  // A third-party icon API sees the visitor's address: only with consent.
  // During render, not in an effect: <Icon>'s own effect, which runs first, starts the request.
  configureIconApi(accepted ? remoteApi : null);
  return (
    <span className={cn('inline-flex size-5 shrink-0 [&>svg]:size-full', className)} aria-hidden="true" data-icon={name}>
      <Icon icon={name} />
    </span>
  );
}
