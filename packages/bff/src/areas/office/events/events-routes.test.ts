import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

describe('office events (spec 1 §2 /office/events, spec 2 §7 GET /event/)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.length;

  it('lists the upcoming events with seats left and how seats are chosen', async () => {
    const response = await h.get('/bff/v1/office/events', await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    expect(events.length).toBeGreaterThan(5);
    expect(events.some((e: { has_scheme: boolean }) => e.has_scheme)).toBe(true);
    expect(events.some((e: { has_scheme: boolean }) => !e.has_scheme)).toBe(true);
    expect(h.sandbox.callLog.count('eventList')).toBe(1);
  });

  it('shows one event with the tickets the user holds for it', async () => {
    const response = await h.get('/bff/v1/office/events/105', await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ event: { id: 105, path: expect.any(String) }, tickets: expect.any(Array) });
    expect(response.json().tickets.length).toBeGreaterThan(0);
  });

  it('finds the instruction by the event’s path', async () => {
    const cookie = await h.signIn('partner');
    const list = (await h.get('/bff/v1/office/events', cookie)).json().events as { id: number; path: string }[];
    const target = list.find((e) => e.id === 107)!;
    const response = await h.get(`/bff/v1/office/event-instructions/${target.path}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ event: { id: 107 }, instruction: expect.stringContaining('30') });
  });

  it('answers an unknown path with Error 404', async () => {
    const response = await h.get('/bff/v1/office/event-instructions/no-such-event', await h.signIn('partner'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.redirect).toEqual({ route: 'Error', status: 404 });
  });

  it.each([
    ['/bff/v1/office/events/abc'],
    ['/bff/v1/office/events/0'],
    ['/bff/v1/office/events/-3'],
    ['/bff/v1/office/events/99999999999'],
    ['/bff/v1/office/event-instructions/..%2F..%2Fadmin'],
    ['/bff/v1/office/event-instructions/Forum%20Moscow'],
  ])('refuses %s with field errors before any upstream call', async (url) => {
    const cookie = await h.signIn('partner');
    const before = upstreamCalls();
    const response = await h.get(url, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toBeDefined();
    expect(upstreamCalls()).toBe(before);
  });
});
