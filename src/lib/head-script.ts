import { COLOR_MODE_SCRIPT } from './color-mode-script';
import { GLIDE_SCRIPT } from './glide-script';
import { PRELOAD_ERROR_SCRIPT } from './preload-error-script';
import { PREVIEW_TOOLS_PATH, PREVIEW_TOOLS_SOURCE } from './preview';
import { previewDetectScript } from './preview-detect-script';

// The development server compiles the tools' source on request; a build ships them as one file.
const toolsUrl = import.meta.env.DEV ? `/${PREVIEW_TOOLS_SOURCE}` : PREVIEW_TOOLS_PATH;

/**
 * The one inline script of every page, in <head>: the first listener for
 * failing chunks, colour mode before first paint, when sections may glide,
 * then the preview check.
 * The same on every page and in every deployment, so its hash is a constant
 * of every page's CSP.
 */
export const HEAD_SCRIPT = `${PRELOAD_ERROR_SCRIPT};${COLOR_MODE_SCRIPT};${GLIDE_SCRIPT};${previewDetectScript(toolsUrl)}`;
