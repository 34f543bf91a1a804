import { describe, expect, it } from 'vitest';

import { invalidPathMessage, notFoundStatusMessage, visibleMessage } from '../../src/lib/error-messages';
import { readablePath } from '../../src/lib/readable-path';

const notFound = (path: string, message: string) => ({ statusCode: 404, statusMessage: notFoundStatusMessage(path), message });

describe('the error message beside the status message', () => {
  it('is left out when there is none or it repeats the status message', () => {
    expect(visibleMessage({ statusCode: 500, statusMessage: 'Server error' })).toBeUndefined();
    expect(visibleMessage(notFound('/missing', notFoundStatusMessage('/missing')))).toBeUndefined();
  });

  it('is left out when it differs only in capitals', () => {
    expect(visibleMessage(notFound('/UPPER', invalidPathMessage('/UPPER')))).toBeUndefined();
    expect(visibleMessage(notFound('/a%20b', invalidPathMessage('/a%20b')))).toBeUndefined();
  });

  it('is shown when it says more, such as the query of the full path', () => {
    expect(visibleMessage(notFound('/UPPER', invalidPathMessage('/UPPER?ref=mail')))).toBe('Page Not Found: /UPPER?ref=mail');
  });
});

describe('the path the 404 page names', () => {
  it('is shown decoded, as the visitor typed it', () => {
    expect(readablePath('/caf%C3%A9')).toBe('/café');
    expect(readablePath('/a%20b')).toBe('/a b');
    expect(readablePath('/Caf%C3%A9?ref=a%26b')).toBe('/Café?ref=a%26b');
  });

  it('keeps what decoding would misstate or hide encoded, and a malformed escape as it came', () => {
    expect(readablePath('/a%2Fb%3Fc%23d')).toBe('/a%2Fb%3Fc%23d');
    expect(readablePath('/%E0%A4%A')).toBe('/%E0%A4%A');
    expect(readablePath('/%')).toBe('/%');
    for (const path of ['/a%00b', '/a%0Ab', '/abc%E2%80%AEgpj.exe']) expect(readablePath(path)).toBe(path);
  });

  it('says once that a decoded invalid path was not found', () => {
    const path = readablePath('/caf%C3%A9');
    expect(visibleMessage(notFound(path, invalidPathMessage(path)))).toBeUndefined();
  });
});
