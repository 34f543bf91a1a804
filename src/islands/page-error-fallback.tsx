import { ServerErrorView } from '../components/server-error-view';
import { buttonStyles } from '../components/ui/button-styles';
import { BACK_TO_HOME } from '../lib/error-messages';
import { useNavigate } from './use-navigate';

/** The error page in place of a page that failed to render; header and footer stay. */
export default function PageErrorFallback({ reset, siteName }: { reset: () => void; siteName: string }) {
  const navigate = useNavigate();
  return (
    <ServerErrorView
      detail="Internal error"
      siteName={siteName}
      action={
        <button
          type="button"
          className={buttonStyles()}
          onClick={() => {
            reset();
            void navigate('/');
          }}
        >
          {BACK_TO_HOME}
        </button>
      }
    />
  );
}
