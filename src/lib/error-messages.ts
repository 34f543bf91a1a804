/** The error page's texts, in one place for the server, the browser and the tests. */

/** The error page's heading, which its section and the fatal error screen are labelled by. */
export const ERROR_TITLE_ID = 'error-title';

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_DESCRIPTION = 'We are sorry but this page could not be found.';

/** Given the path as `readablePath` shows it. */
export const notFoundStatusMessage = (path: string) => `Page not found: ${path}`;
/** The message of a path that failed the validity check (the spec's wording, capitals included). */
export const invalidPathMessage = (fullPath: string) => `Page Not Found: ${fullPath}`;

export const SERVER_ERROR_TITLE = 'Something went wrong';
export const SERVER_ERROR_DESCRIPTION = 'An unexpected error stopped this page from loading. Please try again in a moment.';

export { BACK_TO_HOME } from './back-to-home';

export type ErrorDetails = { statusCode: number; statusMessage: string; message?: string | undefined };

/**
 * The message is shown only when it adds something to the status message.
 * Capitals alone add nothing: for an invalid path without query or hash,
 * 'Page Not Found: /UPPER' is the status message's sentence again.
 */
export const visibleMessage = ({ statusMessage, message }: ErrorDetails): string | undefined =>
  message && message.toLowerCase() !== statusMessage.toLowerCase() ? message : undefined;
