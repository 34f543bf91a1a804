// Apart from the error texts in error-messages.ts, which every page loads: only a 404 needs this.

// Controls and bidi overrides stay encoded: they would hide or reorder the path on screen.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A path as the visitor typed it (`/café`, not `/caf%C3%A9`); a query or hash after it stays as sent. */
export const readablePath = (path: string): string => {
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  try {
    // decodeURI keeps an encoded "/", "?" or "#" encoded: the text cannot fake a folder or a query.
    const decoded = decodeURI(pathname);
    return UNSHOWABLE.test(decoded) ? path : decoded + rest;
  } catch {
    // A malformed escape (`/%E0%A4%A`): shown as it came.
    return path;
  }
};
