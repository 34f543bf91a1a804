import { describe, expect, it } from 'vitest';

import { invalidPathMessage, notFoundStatusMessage, visibleMessage } from '../../src/lib/error-messages';

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
