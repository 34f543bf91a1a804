/** Where the site's APIs live (preview, icons): not pages, not files, no trailing-slash rules. */
export const API_PREFIX = '/api/';
