import { randomBytes } from 'node:crypto';
import type { SessionData, UpstreamUser } from './session.js';
import type { SessionStore } from './session-store.js';

/**
 * How long the spectator trail is kept (issue 35 item 2; README "Spectator trail"): 90 days after
 * a visit's last event, long enough for a person to notice and ask, short enough to keep little.
 */
export const SPECTATOR_TRAIL_KEEP_MS = 90 * 24 * 3600 * 1000;
/** The visits kept per person, watched or watching (the newest; an abuse bound). */
export const SPECTATOR_TRAIL_MAX_VISITS = 50;
/** The events kept per visit (its writes and its end; the newest). */
export const SPECTATOR_TRAIL_MAX_EVENTS = 200;

/** What a write while viewing was, by the route it went to (issue 35: orders and payments named). */
export type TrailWriteKind = 'order' | 'payment' | 'cart' | 'other';

export interface TrailPerson {
  id: string;
  name: string | null;
  role: UpstreamUser['role'];
}

type TrailEvent =
  | { type: 'start'; at: number; manager: TrailPerson; user: TrailPerson; canOrder: boolean }
  | { type: 'write'; at: number; kind: TrailWriteKind; route: string; reference: string | null }
  | { type: 'end'; at: number };

export interface TrailVisit {
  id: string;
  manager: TrailPerson;
  user: TrailPerson;
  canOrder: boolean;
  startedAt: number;
  endedAt: number | null;
  writes: { at: number; kind: TrailWriteKind; route: string; reference: string | null }[];
}

const personOf = (user: UpstreamUser): TrailPerson => ({
  id: String(user.id ?? user.number ?? ''),
  name: user.name ?? null,
  role: user.role,
});

/** The kind of a write by its route pattern: paying before ordering, as `/orders/:id/pay/...` is both. */
export const trailWriteKind = (route: string): TrailWriteKind => {
  if (route.includes('/pay')) return 'payment';
  if (/\/orders$/.test(route) || route.includes('/fast-order')) return 'order';
  if (route.includes('/cart')) return 'cart';
  return 'other';
};

const visitKey = (id: string) => `trail:visit:${id}`;
/** A visit's start, apart from its events, so the bound on events never drops who watched. */
const startKey = (id: string) => `trail:start:${id}`;
const watchedKey = (user: string) => `trail:watched:${user}`;
const watchingKey = (manager: string) => `trail:watching:${manager}`;

/**
 * What a manager did while viewing someone's office (issue 35 item 2): each visit's start, every
 * write and its end, as lists in the session store's backend (Redis when instances share it), so
 * any instance adds to a visit and the watched person and the manager read the same trail. Appends
 * only: two instances writing at once lose nothing.
 */
export class SpectatorTrail {
  constructor(
    private readonly store: SessionStore,
    private readonly now: () => number,
  ) {}

  /** Opens a visit for a viewing session about to be stored; its id goes into the session. */
  async start(manager: UpstreamUser, user: UpstreamUser, canOrder: boolean): Promise<string> {
    const id = randomBytes(16).toString('base64url');
    const start: TrailEvent = {
      type: 'start',
      at: this.now(),
      manager: personOf(manager),
      user: personOf(user),
      canOrder,
    };
    await this.push(startKey(id), start, 1);
    await this.store.listPush(watchedKey(start.user.id), id, SPECTATOR_TRAIL_MAX_VISITS, SPECTATOR_TRAIL_KEEP_MS);
    await this.store.listPush(watchingKey(start.manager.id), id, SPECTATOR_TRAIL_MAX_VISITS, SPECTATOR_TRAIL_KEEP_MS);
    return id;
  }

  async write(data: SessionData, route: string, reference: string | null): Promise<void> {
    const visitId = data.spectator?.visitId;
    if (!visitId) return;
    const event: TrailEvent = { type: 'write', at: this.now(), kind: trailWriteKind(route), route, reference };
    await this.push(visitKey(visitId), event, SPECTATOR_TRAIL_MAX_EVENTS);
  }

  /** Closes the visit of a viewing session that ends (exit, sign-out, ended by its owner). */
  async end(data: SessionData | null): Promise<void> {
    const visitId = data?.spectator?.visitId;
    if (visitId) await this.push(visitKey(visitId), { type: 'end', at: this.now() }, SPECTATOR_TRAIL_MAX_EVENTS);
  }

  /** The visits to `person`'s office and those `person` made, newest first. */
  async read(person: string): Promise<{ watchedMe: TrailVisit[]; watchedByMe: TrailVisit[] }> {
    const [watched, watching] = await Promise.all([
      this.store.listRead(watchedKey(person)),
      this.store.listRead(watchingKey(person)),
    ]);
    const visits = async (ids: string[]) =>
      (await Promise.all(ids.map((id) => this.visit(id)))).filter((visit): visit is TrailVisit => visit !== null);
    return { watchedMe: await visits(watched), watchedByMe: await visits(watching) };
  }

  private async visit(id: string): Promise<TrailVisit | null> {
    const [start, events] = await Promise.all([this.store.listRead(startKey(id)), this.store.listRead(visitKey(id))]);
    const opened = start[0] ? (JSON.parse(start[0]) as TrailEvent) : null;
    if (opened?.type !== 'start') return null;
    const { manager, user, canOrder, at } = opened;
    const visit: TrailVisit = { id, manager, user, canOrder, startedAt: at, endedAt: null, writes: [] };
    for (const event of events.map((json) => JSON.parse(json) as TrailEvent).reverse()) {
      if (event.type === 'write')
        visit.writes.push({ at: event.at, kind: event.kind, route: event.route, reference: event.reference });
      else if (event.type === 'end') visit.endedAt = event.at;
    }
    return visit;
  }

  private push(key: string, event: TrailEvent, max: number): Promise<void> {
    return this.store.listPush(key, JSON.stringify(event), max, SPECTATOR_TRAIL_KEEP_MS);
  }
}
