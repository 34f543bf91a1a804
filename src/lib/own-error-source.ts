/**
 * Whether an error comes from this site's own code: its script has no address
 * (an inline script, a rejection without a stack) or one on the page's origin.
 * Errors from browser extensions or other sites are not ours to report; the
 * origin is matched with its slash, so https://example.com.evil.net is not
 * https://example.com, nor port 48000 port 4800.
 */
export const isOwnErrorSource = (source: string | undefined, origin: string) => !source || source.startsWith(`${origin}/`);
