import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_REFUSALS } from '@gf/contracts/rules/route-access';
import { describe, expect, it } from 'vitest';
import { isWordedRefusal, WORDED_REFUSALS } from './refusal-text';

const english = JSON.parse(readFileSync(join(import.meta.dirname, '../i18n/locales/en/common.json'), 'utf8')) as {
  refusal: Record<string, string>;
};

describe('worded refusals (issue 29)', () => {
  it('words every refusal of the route table, and every worded code has its text', () => {
    for (const code of Object.keys(ROUTE_REFUSALS)) expect(isWordedRefusal(code), code).toBe(true);
    for (const code of WORDED_REFUSALS) expect(english.refusal[code], code).toEqual(expect.any(String));
    expect(isWordedRefusal('idempotency_key_reused')).toBe(true);
    expect(isWordedRefusal('stock_changed')).toBe(false);
  });
});
