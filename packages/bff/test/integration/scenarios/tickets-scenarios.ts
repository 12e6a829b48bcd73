import { expect } from 'vitest';
import type { Scenario } from '../scenario.js';

/**
 * The tickets page of an event. (Its error row, a 404 while signed out, is now answered by the
 * office guard before any upstream call: `office/tickets/ticket-routes.test.ts`.)
 */
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
];
