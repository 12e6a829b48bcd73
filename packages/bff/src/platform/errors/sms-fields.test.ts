import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { describe, expect, it } from 'vitest';
import { withSmsFields } from './sms-fields.js';

const refusal = (fields?: Record<string, string[]>) => ({
  status: 400,
  code: 'invalid_input',
  message: 'Invalid input',
  ...(fields ? { fields } : {}),
});

describe('SMS-code field errors are reported as sms (spec 2 §8)', () => {
  it('moves the errors of the route’s SMS-code field to sms and keeps the others', () => {
    const mapped = withSmsFields(refusal({ code: ['The code is wrong'], phone: ['Bad phone'] }), ['code']);
    expect(mapped.fields).toEqual({ [SMS_FIELD]: ['The code is wrong'], phone: ['Bad phone'] });
    expect(mapped).toMatchObject({ status: 400, code: 'invalid_input', message: 'Invalid input' });
  });

  it('joins several SMS-code fields under sms', () => {
    const mapped = withSmsFields(refusal({ code: ['Empty'], confirm_code: ['Expired'] }), ['code', 'confirm_code']);
    expect(mapped.fields).toEqual({ [SMS_FIELD]: ['Empty', 'Expired'] });
  });

  it('leaves an error alone on a route without SMS-code fields, or without such a field error', () => {
    const error = refusal({ code: ['Not a code field here'] });
    expect(withSmsFields(error, undefined)).toBe(error);
    expect(withSmsFields(refusal({ phone: ['Bad phone'] }), ['code']).fields).toEqual({ phone: ['Bad phone'] });
    expect(withSmsFields(refusal(), ['code']).fields).toBeUndefined();
  });
});
