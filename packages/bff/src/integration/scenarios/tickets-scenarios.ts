import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/** The tickets page of an event, and the one error row only a tickets page reaches (spec 2 §2). */
export const ticketsScenarios: Scenario[] = [
  {
    name: 'tickets-page',
    title: 'GET /office/events/{id}/tickets reads the event, its hall and the tickets in one reply',
    run: async ({ get, signIn, upstream }) => {
      const response = await get('/bff/v1/office/events/101/tickets', { cookie: await signIn('partner') });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        event: { id: 101 },
        scheme: expect.any(Object),
        tickets: expect.any(Array),
      });
      expect(['eventGet', 'ticketOrderScheme', 'ticketOrderRegistration'].map((id) => upstream.calls(id))).toEqual([
        1, 1, 1,
      ]);
    },
  },
  {
    name: 'errors-tickets-404-signed-out',
    title: '404 on a tickets page while signed out goes to MyOfficeAuth',
    run: async ({ get, upstream }) => {
      const response = await get('/bff/v1/office/events/9999/tickets');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
      expect(upstream.calls('eventGet')).toBe(1);
    },
  },
];
