/** Where the site's APIs live (preview, icons): not pages, not files, no trailing-slash rules. */
export const API_PREFIX = '/api/';

/** The preview API, which static sites call from their own origin: the one API a CORS preflight reaches. */
export const PREVIEW_API_PREFIX = `${API_PREFIX}preview/`;
