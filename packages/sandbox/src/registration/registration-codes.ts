import { phoneDigits } from '../phone-rules.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { teamStore } from '../team/team-store.js';

/**
 * Phones an SMS code was sent to, and those whose code was checked (spec 2 §4 "Registration":
 * phone check, SMS code, check-code, then register). The code is always SMS_CODE.
 */
export class RegistrationCodes {
  private readonly sent = new Set<string>();
  private readonly confirmed = new Set<string>();
  private readonly random;

  constructor(state: SandboxState) {
    this.random = state.random('registration-codes');
  }

  /** A new password "sent by SMS": eight letters and digits. */
  newPassword(): string {
    return this.random.token('').slice(0, 8);
  }

  send(phone: string): void {
    this.sent.add(phoneDigits(phone));
  }

  wasSent(phone: string): boolean {
    return this.sent.has(phoneDigits(phone));
  }

  confirm(phone: string): void {
    this.confirmed.add(phoneDigits(phone));
  }

  isConfirmed(phone: string): boolean {
    return this.confirmed.has(phoneDigits(phone));
  }
}

export const registrationCodes = areaStore((state) => new RegistrationCodes(state));

/** An invite link's code the sponsor made and let lapse (team area's store); older codes never lapse. */
export const inviteExpired = (state: SandboxState, code: string): boolean => {
  const stored = teamStore(state).invites.find((i) => i.code === code);
  return stored?.expires_at != null && Date.parse(stored.expires_at) <= state.now();
};

/** Invite codes: `INV-P-<number>` invites a partner, `INV-C-<number>` a client, under sponsor <number>. */
export const INVITE_CODE = /^INV-(P|C)-(\d+)$/;
