import { describe, expect, it } from 'vitest';
import { OFFICE_ACCESS, officeAccess, ROLES, SITE_TYPES } from './office-access.js';

describe('office access (issue 24: role × page × site type, an assumption)', () => {
  it('opens every page to a partner on the main site', () => {
    for (const page of Object.keys(OFFICE_ACCESS) as (keyof typeof OFFICE_ACCESS & string)[]) {
      expect(officeAccess(page, 'partner', 'main'), page).toEqual({ ok: true });
    }
  });

  it('keeps team and earnings pages to partners, and says it is the role', () => {
    expect(officeAccess('OfficeStructure', 'client', 'main')).toEqual({ ok: false, why: 'role' });
    expect(officeAccess('OfficePayouts', 'employee', 'main')).toEqual({ ok: false, why: 'role' });
  });

  it('lets every role open its home and mail on every site type', () => {
    for (const role of ROLES)
      for (const type of SITE_TYPES) {
        expect(officeAccess('MyOffice', role, type).ok).toBe(true);
        expect(officeAccess('MailHome', role, type).ok).toBe(true);
      }
  });
});
