import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** The office home, its hubs and the CMS's office pages (spec 1 §2 /office, hubs, /office/{section}). */
export const officeHomeScenarios: Scenario[] = [
  {
    name: 'office-home-partner',
    title:
      "a partner's office home reads the root, the dashboard, its three promotions and the payouts and payout companies once each, and the statements of this period and the last (issue 32 item 3)",
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/office/home', { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'partner', dashboard: { state: 'ok' } });
      for (const operation of [
        'officeHome',
        'officeDashboard',
        'officeDashboardCruise',
        'officeDashboardTooFastTooFurious',
        'officeDashboardProGrade',
        'payoutList',
        'payoutCompanyList',
      ])
        expect(upstream.calls(operation), operation).toBe(1);
      expect(upstream.calls('statement')).toBe(2);
    },
  },
  {
    name: 'office-home-employee',
    title: "an employee's office home reads the office root alone",
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/office/home', { cookie: await signIn('employee') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'employee', challenges: [] });
      expect(upstream.calls('officeHome')).toBe(1);
      expect(upstream.calls('officeDashboard')).toBe(0);
    },
  },
  {
    name: 'office-hub-business',
    title: 'the business hub reads its CMS pages and the dashboard figures',
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/office/hubs/business', { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(response.json().figures).toMatchObject({ rank: expect.any(String) });
      expect(upstream.calls('officeHome')).toBe(1);
      expect(upstream.calls('officeDashboard')).toBe(1);
    },
  },
  {
    name: 'office-section-page',
    title: 'an office section page comes from the CMS; a path it lacks is a 404 shown in place',
    run: async ({ get, signIn, upstream }) => {
      const cookie = await signIn('partner');
      const page = await get('/bff/v1/office/sections/documents/charter', { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ path: '/office/documents/charter' });
      const missing = await get('/bff/v1/office/sections/no-such-section', { cookie });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toMatchObject({ code: 'page_not_found' });
      expect(missing.json().error.redirect).toBeUndefined();
      expect(upstream.calls('staticPage')).toBe(2);
    },
  },
];
