import { UNKNOWN_LINK_CODE } from '@gf/contracts/rules/office-services';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, loadNamespaces } from '../i18n/i18n';
import { fieldErrorsOf, fieldErrorText } from './field-error-text';

/** Bidi isolation marks around inserted values in right-to-left text (bidi-isolation.ts). */
const plain = (text: string): string => text.replace(/[\u2068\u2069]/g, '');

/** Issue 32 item 1: the gateway's field errors read in the page's language, never as bare English. */
describe('gateway field errors in the page language', () => {
  beforeAll(async () => {
    await initI18n('he');
    await loadNamespaces(['errors', 'common']);
  });

  it('words a field code by errors:validation, with its bound', () => {
    expect(plain(fieldErrorText('validation.too_short?minimum=3'))).toBe('האורך המינימלי הוא 3');
    expect(fieldErrorText('validation.required')).toBe(i18n.t('validation.required', { ns: 'errors' }));
  });

  it('frames a text the upstream wrote, and leaves a form’s rule code to its form', () => {
    const framed = plain(fieldErrorText('Anna Smith already has a ticket for this event'));
    expect(framed).toBe('השירות ענה: ״Anna Smith already has a ticket for this event״');
    expect(fieldErrorText('file_type_mismatch')).toBe('file_type_mismatch');
  });

  it('words a refusal code in common:refusal: a wrong password, an unknown referral or link code', () => {
    expect(fieldErrorText('wrong_credentials')).toBe('שם משתמש או סיסמה שגויים.');
    expect(fieldErrorText('invalid_referral')).toBe(i18n.t('refusal.invalid_referral', { ns: 'common' }));
    expect(fieldErrorText('invalid_referral')).toMatch(/[\u0590-\u05FF]/);
    expect(fieldErrorText(UNKNOWN_LINK_CODE)).toBe('אין קוד קישור כזה.');
  });

  it('is what fieldErrorsOf gives a form', () => {
    const refusal = {
      error: { status: 400, code: 'invalid_input', message: 'x', fields: { name: ['validation.invalid'] } },
    };
    expect(fieldErrorsOf(refusal)).toEqual({ name: i18n.t('validation.invalid', { ns: 'errors' }) });
  });
});
