/**
 * Development only: on the missing page at a draft's address, why it is
 * missing and how to see it. Visitors get the plain 404, which says nothing
 * about drafts. Only classes the site already uses, so the built stylesheet
 * stays as it is.
 */
export function DraftNotFoundHint({ file }: { file: string }) {
  return (
    <p data-testid="draft-hint" className="mt-6 text-sm text-ink-muted">
      This page is a draft (<code>draft: true</code> in <code>{file}</code>), so only a preview shows it. To see it, start the
      site with <code>PREVIEW_TOKEN=&lt;token&gt; npm run dev</code> and open this address with{' '}
      <code>?preview=&lt;token&gt;</code>.
    </p>
  );
}
