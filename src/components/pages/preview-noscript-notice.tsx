import { PREVIEW_API_PATHS } from '../../lib/preview';
import { PREVIEW_BAR_CLASSES } from '../../lib/preview-bar-classes';

/**
 * The preview bar is an island: with JavaScript off it never loads, and a
 * page the Node server renders for a preview session would look published.
 * This says it is not, and leaves the session by a plain link. The bar's
 * own classes, so it looks like the bar and adds nothing to the stylesheet.
 */
export function PreviewNoscriptNotice({ path }: { path: string }) {
  return (
    <noscript>
      <div role="region" aria-label="Preview" className={PREVIEW_BAR_CLASSES.region}>
        <p className={PREVIEW_BAR_CLASSES.row}>
          <strong className={PREVIEW_BAR_CLASSES.badge}>Preview</strong>
          <span>Staged files and drafts show on this site’s pages until you leave the preview.</span>
          <a href={`${PREVIEW_API_PATHS.exit}?to=${encodeURIComponent(path)}`} className={PREVIEW_BAR_CLASSES.button}>
            Exit preview
          </a>
        </p>
      </div>
    </noscript>
  );
}
