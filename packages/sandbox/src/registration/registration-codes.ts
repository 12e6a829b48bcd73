import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { phoneDigits } from './phone-rules.js';

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
