import { areaStore, type SandboxState } from './sandbox-state.js';

/** Who a token acts for; `managerId` is set while a manager spectates `userId`. */
export interface TokenSubject {
  userId: number;
  managerId: number | null;
}

interface AccessToken extends TokenSubject {
  expiresAt: number;
}

interface RefreshToken extends TokenSubject {
  spent: boolean;
}

export interface IssuedTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export type RefreshOutcome = { ok: true; subject: TokenSubject } | { ok: false; reason: 'unknown' | 'spent' };

/**
 * Tokens as an identity server keeps them: access tokens expire after the TTL; a refresh token is
 * spent by its first use, and a second use is refused, so a gateway that refreshes twice is caught.
 */
export class Tokens {
  private readonly access = new Map<string, AccessToken>();
  private readonly refresh = new Map<string, RefreshToken>();
  private readonly random;

  constructor(private readonly state: SandboxState) {
    this.random = state.random('tokens');
  }

  issue(subject: TokenSubject): IssuedTokens {
    const ttl = this.state.options.tokenTtlSeconds;
    const access_token = this.random.token('at_');
    const refresh_token = this.random.token('rt_');
    this.access.set(access_token, { ...subject, expiresAt: this.state.now() + ttl * 1000 });
    this.refresh.set(refresh_token, { ...subject, spent: false });
    return { access_token, refresh_token, expires_in: ttl };
  }

  /** The subject of a live access token, or `expired`/`unknown`. */
  verify(token: string): TokenSubject | 'expired' | 'unknown' {
    const found = this.access.get(token);
    if (!found) return 'unknown';
    if (found.expiresAt <= this.state.now()) return 'expired';
    return { userId: found.userId, managerId: found.managerId };
  }

  spendRefresh(token: string): RefreshOutcome {
    const found = this.refresh.get(token);
    if (!found) return { ok: false, reason: 'unknown' };
    if (found.spent) return { ok: false, reason: 'spent' };
    found.spent = true;
    return { ok: true, subject: { userId: found.userId, managerId: found.managerId } };
  }

  revoke(refreshToken: string): boolean {
    const found = this.refresh.get(refreshToken);
    if (!found || found.spent) return false;
    found.spent = true;
    return true;
  }

  /** Admin: every access token expires now (tests of refresh on 401). */
  expireAll(): number {
    for (const token of this.access.values()) token.expiresAt = 0;
    return this.access.size;
  }
}

export const tokens = areaStore((state) => new Tokens(state));
