import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lastPage, listKey, RECENT_BOUNDS_TTL_MS, RecentBounds } from './recent-bounds.js';

const clock = () => {
  let now = 1_000_000;
  const sessions = {
    now: () => now,
    load: async (request: FastifyRequest) => {
      const user = (request as unknown as { user?: number }).user;
      return user === undefined ? null : ({ id: 's', data: { user: { id: user } } } as never);
    },
  };
  return { sessions, advance: (ms: number) => (now += ms) };
};

describe('recent bounds of lists and periods (issue 17: a bad page or period asks nothing upstream)', () => {
  it('keeps a bound per user: another user never sees it, nobody signed in keeps none', async () => {
    const { sessions } = clock();
    const bounds = new RecentBounds(sessions);
    const alice = await bounds.userOf({ user: 7 } as never);
    const bob = await bounds.userOf({ user: 8 } as never);
    bounds.remember(alice, 'clients?', 41);
    expect(bounds.recall(alice, 'clients?')).toBe(41);
    expect(bounds.recall(bob, 'clients?')).toBeUndefined();
    const nobody = await bounds.userOf({} as never);
    bounds.remember(nobody, 'clients?', 3);
    expect(bounds.recall(nobody, 'clients?')).toBeUndefined();
  });

  it('forgets a bound after its time, so a list that grew is asked again', () => {
    const { sessions, advance } = clock();
    const bounds = new RecentBounds(sessions);
    bounds.remember('7', 'clients?', 41);
    advance(RECENT_BOUNDS_TTL_MS - 1);
    expect(bounds.recall('7', 'clients?')).toBe(41);
    advance(1);
    expect(bounds.recall('7', 'clients?')).toBeUndefined();
  });

  it('holds at most its limit, dropping the least recently written', () => {
    const { sessions } = clock();
    const bounds = new RecentBounds(sessions, RECENT_BOUNDS_TTL_MS, 2);
    bounds.remember('1', 'a', 1);
    bounds.remember('2', 'a', 2);
    bounds.remember('1', 'a', 11);
    bounds.remember('3', 'a', 3);
    expect(bounds.recall('2', 'a')).toBeUndefined();
    expect(bounds.recall('1', 'a')).toBe(11);
    expect(bounds.recall('3', 'a')).toBe(3);
  });

  it('names a list by its search and filters in any order, never by its page', () => {
    expect(listKey('partners', { page: 3, search: 'an', level: 2 })).toBe(
      listKey('partners', { level: 2, search: 'an', page: 1 }),
    );
    expect(listKey('partners', { search: 'an' })).not.toBe(listKey('clients', { search: 'an' }));
    expect(listKey('partners', { search: 'an', level: undefined })).toBe(listKey('partners', { search: 'an' }));
    expect(lastPage(0, 20)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
  });
});
