import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { describe, expect, it } from 'vitest';
import { accessErrorKey } from './access-error';

const failure = (status: number, fields?: Record<string, string[]>) => ({
  status,
  code: 'x',
  message: 'x',
  ...(fields ? { fields } : {}),
});

describe('open-entry form errors', () => {
  it('shows an sms field error as the wrong code (spec 2 §8)', () => {
    expect(accessErrorKey(failure(400, { [SMS_FIELD]: ['The code is wrong or has expired'] }))).toBe(
      'access.wrongCode',
    );
  });

  it('does not read a wrong code from the upstream’s own field name', () => {
    expect(accessErrorKey(failure(400, { code: ['The code is wrong or has expired'] }))).toBe('access.sendFailed');
  });

  it('tells the visitor to wait after too many sends or checks', () => {
    expect(accessErrorKey(failure(429))).toBe('access.tooMany');
  });

  it('falls back to the general failure', () => {
    expect(accessErrorKey(failure(400, { phone: ['Enter the phone number'] }))).toBe('access.sendFailed');
    expect(accessErrorKey(failure(502))).toBe('access.sendFailed');
  });
});
