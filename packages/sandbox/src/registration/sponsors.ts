import { badRequest } from '../errors.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { type SandboxUser, users } from '../state/users.js';

/** A partner who can sponsor newcomers and take referral orders: found by partner number. */
export const partnerByNumber = (state: SandboxState, number: string): SandboxUser | undefined =>
  users(state).find((u) => u.number === number.trim() && u.role === 'partner' && !u.is_suspended);

/** A referral code must be a partner number (spec 1 §5: the server validates it). */
export const checkRef = (state: SandboxState, ref: string | undefined, field = 'ref'): SandboxUser => {
  const sponsor = ref ? partnerByNumber(state, ref) : undefined;
  if (!sponsor) throw badRequest({ [field]: [ref ? 'The referral code is not valid' : 'Required'] });
  return sponsor;
};
