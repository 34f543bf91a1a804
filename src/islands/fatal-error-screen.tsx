import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME, ERROR_TITLE_ID } from '../lib/error-messages';

/** The error page over everything, with a full page load home: after a fatal error the app may be unusable. */
export default function FatalErrorScreen({ siteName }: { siteName: string }) {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={ERROR_TITLE_ID}
      className="fixed inset-0 z-[90] overflow-y-auto bg-surface"
    >
      <ServerErrorView
        detail="Unexpected error"
        siteName={siteName}
        action={
          <a href="/" className={buttonStyles()}>
            {BACK_TO_HOME}
          </a>
        }
      />
    </div>
  );
}
