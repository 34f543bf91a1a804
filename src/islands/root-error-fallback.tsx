import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/error-messages';

/** The error page in place of the whole layout, with a full page load home: after a fatal error the router may be unusable. */
export default function RootErrorFallback({ siteName }: { siteName: string }) {
  return (
    <main>
      <ServerErrorView
        detail="Internal error"
        siteName={siteName}
        action={
          <a href="/" className={buttonStyles()}>
            {BACK_TO_HOME}
          </a>
        }
      />
    </main>
  );
}
