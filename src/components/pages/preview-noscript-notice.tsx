import { PREVIEW_API_PATHS } from '../../lib/preview';

/**
 * The preview bar is an island: with JavaScript off it never loads, and a
 * page the Node server renders for a preview session would look published.
 * This says it is not, and leaves the session by a plain link. The bar's
 * own classes, so it looks like the bar and adds nothing to the stylesheet.
 */
export function PreviewNoscriptNotice({ path }: { path: string }) {
  return (
    <noscript>
      <div role="region" aria-label="Preview" className="relative z-[65] bg-amber-300 text-neutral-950">
        <p className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-gutter py-2 text-sm">
          <strong className="rounded bg-neutral-950 px-2 py-0.5 text-xs tracking-wide text-amber-300 uppercase">Preview</strong>
          <span>Staged files and drafts show on this site’s pages until you leave the preview.</span>
          <a
            href={`${PREVIEW_API_PATHS.exit}?to=${encodeURIComponent(path)}`}
            className="rounded-md border border-neutral-950/30 px-2.5 py-1 text-sm font-medium hover:bg-neutral-950/10"
          >
            Exit preview
          </a>
        </p>
      </div>
    </noscript>
  );
}
