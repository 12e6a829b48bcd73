import type { Invite } from '@gf/contracts/upstream/entities/team';
import type { z } from 'zod';
import { areaStore } from '../state/sandbox-state.js';

export type StoredInvite = z.output<typeof Invite> & { userId: number };

/** The team area's own state: invites per user and type, and the city of people registered here. */
export class TeamStore {
  readonly invites: StoredInvite[] = [];
  /** `SandboxUser` has no city; registrations through the office give one. */
  readonly cities = new Map<number, string>();
  nextInviteId = 1;
}

export const teamStore = areaStore(() => new TeamStore());
