import { areaStore, type SandboxState } from './sandbox-state.js';

/** One-time keys that sign a user in elsewhere: another country domain, or right after registration. */
export interface SignInKey {
  kind: 'domain' | 'registration';
  userId: number;
  /**
   * The manager whose token asked for the key while viewing `userId` (null otherwise): spending the
   * key acts for that manager again, as a refreshed token does, never as the user alone.
   */
  managerId: number | null;
  country: string;
  language: string;
}

export class SignInKeys {
  private readonly keys = new Map<string, SignInKey>();
  private readonly random;

  constructor(state: SandboxState) {
    this.random = state.random('sign-in-keys');
  }

  issue(key: SignInKey): string {
    const value = this.random.token(key.kind === 'domain' ? 'dk_' : 'rk_');
    this.keys.set(value, key);
    return value;
  }

  /** A key works once. */
  spend(value: string, kind: SignInKey['kind']): SignInKey | undefined {
    const found = this.keys.get(value);
    if (!found || found.kind !== kind) return undefined;
    this.keys.delete(value);
    return found;
  }
}

export const signInKeys = areaStore((state) => new SignInKeys(state));
