import type { Role } from './office-access.js';

/**
 * Who may be viewed (spectated), issue 29. Spec 1 §1, §6 and spec 2 §1, §6 say a manager (an
 * employee or a partner with `can_spectate`) may act as another user, and nothing about whom;
 * the upstream decides whose structure a manager reaches. This table is our assumption
 * (`x-assumed`), checked by the gateway on the user the upstream hands over, before the viewing
 * session exists:
 * - partners and clients may be viewed: they are the people a manager supports and orders for;
 * - employees may not: their office is the company's own (employee orders, spec 2 §1);
 * - an account that may itself view others may not: viewing a fellow manager would open every
 *   account that manager reaches, one step removed from the upstream's check;
 * - a suspended account may not: its office is closed to its owner (every office call answers 403),
 *   and a manager must not act in its name while it is.
 * A viewer (no `can_create_order_well`) and an ordering manager follow the same rows: the right to
 * order changes what a manager may do while viewing (route-access.ts), not whom.
 */
export const SPECTATABLE = {
  viewer: { roles: ['partner', 'client'], suspended: false, spectators: false },
  orderingManager: { roles: ['partner', 'client'], suspended: false, spectators: false },
} as const satisfies Record<string, { roles: readonly Role[]; suspended: boolean; spectators: boolean }>;

export type Watcher = keyof typeof SPECTATABLE;

/** Why a user may not be viewed: their role, their suspension, or their own right to view others. */
export type SpectatingRefusal = 'role' | 'suspended' | 'spectator';

/** The user as the upstream describes them (spec 1 §3 User). */
export interface ViewedUser {
  role: Role;
  is_suspended: boolean;
  can_spectate: boolean;
}

/** Whether a manager of kind `watcher` may view `user`; the reason when not. */
export const spectating = (
  watcher: Watcher,
  user: ViewedUser,
): { ok: true } | { ok: false; why: SpectatingRefusal } => {
  const rule: { roles: readonly Role[]; suspended: boolean; spectators: boolean } = SPECTATABLE[watcher];
  if (!rule.roles.includes(user.role)) return { ok: false, why: 'role' };
  if (user.is_suspended && !rule.suspended) return { ok: false, why: 'suspended' };
  if (user.can_spectate && !rule.spectators) return { ok: false, why: 'spectator' };
  return { ok: true };
};
