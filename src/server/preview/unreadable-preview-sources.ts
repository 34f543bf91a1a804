import { accessSync, constants } from 'node:fs';

import { COMPANY_FILE } from '../../content/company-facts';
import { CONTENT_DIR } from '../../content/content-index';
import { displayPath } from '../../content/private-dir';

// What every preview reads besides the staged files: the published pages it overlays, and the facts they quote.
const PREVIEW_SOURCES = [COMPANY_FILE, CONTENT_DIR];

/**
 * The files and folders under private/ a preview needs that this process
 * cannot read, each with the reason (`private/company.yaml (ENOENT)`), so
 * the start line says so before an editor's first preview fails: a release
 * copied without private/, or a folder the service's user may not read.
 */
export const unreadablePreviewSources = (): string[] =>
  PREVIEW_SOURCES.flatMap((source) => {
    try {
      accessSync(source, constants.R_OK | (source === CONTENT_DIR ? constants.X_OK : 0));
      return [];
    } catch (error) {
      return [`${displayPath(source)} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`];
    }
  });
