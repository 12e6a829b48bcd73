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

  it('shows no income pages on the registration-compliance and compliance sites, and says it is the site', () => {
    for (const type of ['rc', 'compliance'] as const) {
      expect(officeAccess('OfficeStatement', 'partner', type)).toEqual({ ok: false, why: 'site' });
      expect(officeAccess('OfficeRatings', 'partner', type)).toEqual({ ok: false, why: 'site' });
    }
    expect(officeAccess('OfficeStatement', 'partner', 'company')).toEqual({ ok: true });
  });

  it('keeps registration pages to the country and registration-compliance sites', () => {
    expect(officeAccess('OfficeAgreementRestore', 'partner', 'rc')).toEqual({ ok: true });
    expect(officeAccess('OfficeSponsorAdd', 'partner', 'company')).toEqual({ ok: false, why: 'site' });
  });

  it('lets a client open the sponsor search, whose can_add_sponsor then decides (spec 1 §3, §6)', () => {
    expect(officeAccess('OfficeSponsorAdd', 'client', 'main')).toEqual({ ok: true });
    expect(officeAccess('OfficeSponsorAdd', 'employee', 'main')).toEqual({ ok: false, why: 'role' });
  });

  it('gives employees their orders and reading, not the marketing plan money', () => {
    expect(officeAccess('OfficeOrders', 'employee', 'main')).toEqual({ ok: true });
    expect(officeAccess('OfficeWiki', 'employee', 'company')).toEqual({ ok: true });
    expect(officeAccess('OfficeFinance', 'employee', 'main')).toEqual({ ok: false, why: 'role' });
  });

  it('lets a spectating manager open what the user may, except the owner-only security settings', () => {
    expect(officeAccess('OfficeStatement', 'partner', 'main', true)).toEqual({ ok: true });
    expect(officeAccess('OfficeSecurity', 'partner', 'main', true)).toEqual({ ok: false, why: 'spectator' });
    expect(officeAccess('OfficeSecurity', 'partner', 'main')).toEqual({ ok: true });
  });
});
