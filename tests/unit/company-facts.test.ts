import { describe, expect, it } from 'vitest';

import { companySchema } from '../../src/content/company-facts';
import { phoneHref } from '../../src/lib/phone-href';

const phoneProblem = (phone: string) =>
  companySchema.shape.phone
    .safeParse(phone)
    .error?.issues.map((issue) => issue.message)
    .join('; ');

describe('the company phone number', () => {
  it('may be written as DIN 5008 has it, an extension after a dash, and dials as its digits', () => {
    for (const phone of ['+49 221 1234567', '+49 221 987654-0', '+49 30 12345-678', '+4922112345'])
      expect(phoneProblem(phone), phone).toBeUndefined();
    expect(phoneHref('+49 221 987654-0')).toBe('tel:+492219876540');
  });

  it('names what to change in any other form', () => {
    for (const phone of ['0221 1234567', '+49 (0)221 1234567', '+49/221/1234567', '+49 221 1234567-', '+49'])
      expect(phoneProblem(phone), phone).toBe(
        'must be an international number of digits, spaces and a dash before an extension, such as "+49 221 1234567" or "+49 221 987654-0" (no brackets: the (0) is not dialled from abroad)',
      );
  });
});
