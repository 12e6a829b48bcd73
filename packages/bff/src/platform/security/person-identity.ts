import type { FastifyRequest } from 'fastify';
import type { LimitStore } from './limit-store.js';
import { loginKey } from './rate-limits.js';

/**
 * How long the gateway remembers which account a spelling of a login is. A person's login, number
 * and email seldom change; a stale name costs nothing worse than a shared counter for a while.
 */
export const ACCOUNT_NAME_TTL_MS = 30 * 24 * 3600_000;

/** The subject of a secret that belongs to the signed-in user (security/credential-limit.ts `signedInUser`). */
const SIGNED_IN = 'user:';

/**
 * Whose attempts a secret's subject counts against across addresses: the account, when the subject
 * is the signed-in user or a spelling the upstream has resolved; otherwise the spelling itself
 * (a login not yet seen to work, or a phone).
 */
export const personOf = async (limits: LimitStore, subject: string): Promise<string> => {
  if (subject.startsWith(SIGNED_IN)) return `account:${subject.slice(SIGNED_IN.length)}`;
  const account = await limits.resolve(subject);
  return account ? `account:${account}` : `spelling:${subject}`;
};

/**
 * After a password worked, the upstream has said whose account the typed login is: the user it
 * signed in. Every spelling of that user the reply shows (the login typed, the number, the email)
 * is remembered as the account from now on, so guesses under any of them share its counters. The
 * spec's user shows no phone: a phone counts as the account once someone signed in with it.
 */
export const rememberAccount = async (limits: LimitStore, request: FastifyRequest, typed: string): Promise<void> => {
  const data = (await request.server.core.sessions.load(request))?.data;
  // A sign-in waiting for the agreements has its user aside until they are accepted.
  const user = data?.user ?? data?.pendingAgreement?.user;
  const account = user?.id ?? user?.number;
  if (!user || account === undefined) return;
  const names = [typed, user.number, user.email]
    .filter((name): name is string => typeof name === 'string' && name.length > 0)
    .map((name) => (name === typed ? name : loginKey({ login: name }, request)));
  await limits.remember([...new Set(names)], String(account), ACCOUNT_NAME_TTL_MS);
};
