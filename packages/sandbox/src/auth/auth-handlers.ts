import { badRequest, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { openEntries } from '../open-entry/open-entries.js';
import { INVITE_CODE, inviteExpired } from '../registration/registration-codes.js';
import { authData } from '../state/auth-data.js';
import { carts } from '../state/carts.js';
import { mailboxes } from '../state/mailboxes.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { signInKeys } from '../state/sign-in-keys.js';
import { tokens } from '../state/tokens.js';
import { type SandboxUser, SMS_CODE, toUser, users } from '../state/users.js';
import { minTicketsTimer } from '../tickets/ticket-store.js';
import { resetCodes } from './reset-codes.js';

type AuthIds =
  | 'authenticate'
  | 'authInfo'
  | 'refresh'
  | 'logout'
  | 'domainRedirect'
  | 'messengerPartnerAuthenticate'
  | 'refInfo'
  | 'inviteInfo'
  | 'domainKey'
  | 'domainSignIn'
  | 'registrationAuthenticate'
  | 'spectator'
  | 'passwordChange'
  | 'resetSend'
  | 'resetCheckCode'
  | 'resetConfirm'
  | 'openEntrySend'
  | 'openEntryCheckCode';

const WRONG_CREDENTIALS = 'Wrong login or password';

const checkCredentials = (user: SandboxUser | undefined, password: string): SandboxUser => {
  if (!user || user.password !== password)
    throw badRequest({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS, 'wrong_credentials');
  return user;
};

const checkCode = (code: string): void => {
  if (code !== SMS_CODE) throw badRequest({ code: ['The code is wrong or has expired'] });
};

/** The account of a reset whose code was sent and is right. */
const resetCode = (state: SandboxState, login: string, code: string): SandboxUser => {
  const user = users(state).byLogin(login);
  if (!user) throw badRequest({ login: ['No account with this login'] });
  if (!resetCodes(state).has(user.id)) throw badRequest({ code: ['Request a code first'] });
  checkCode(code);
  return user;
};

/** The manager a token or key acts for while viewing its user; null for the user's own. */
const managerOf = (state: SandboxState, managerId: number | null): SandboxUser | null =>
  managerId === null ? null : (users(state).get(managerId) ?? null);

export const authHandlers: AreaHandlers<AuthIds> = {
  authenticate: ({ body, state }) => authData(state, checkCredentials(users(state).byLogin(body.login), body.password)),

  authInfo: ({ caller, state }) => {
    const { user, manager } = caller!;
    return {
      user: toUser(user),
      cart: carts(state).get(user.id),
      unread_mail: mailboxes(state).unread(user.id),
      well_user: manager ? toUser(user) : null,
      manager: manager ? { user: toUser(manager), can_create_order_well: manager.can_create_order_well } : null,
      min_tickets_timer: minTicketsTimer(state, user.id),
    };
  },

  refresh: ({ body, state }) => {
    const outcome = tokens(state).spendRefresh(body.refresh);
    if (!outcome.ok) {
      const detail = outcome.reason === 'spent' ? 'The refresh token was already used' : 'Token is not valid';
      throw new SandboxError(401, { detail, code: 'token_not_valid' });
    }
    const user = users(state).get(outcome.subject.userId)!;
    return authData(state, user, managerOf(state, outcome.subject.managerId));
  },

  logout: ({ body, state }) => ({ ok: tokens(state).revoke(body.refresh) }),

  domainRedirect: ({ body, state, site, language }) => {
    const user = checkCredentials(users(state).byLogin(body.login), body.password);
    const key = signInKeys(state).issue({
      kind: 'domain',
      userId: user.id,
      managerId: null,
      country: site.toUpperCase(),
      language,
    });
    return { key, keys: { [site || 'ru']: key } };
  },

  messengerPartnerAuthenticate: ({ body, query, state }) => {
    const user = checkCredentials(users(state).byLogin(body.login), body.password);
    return { msg: `Chat ${query.chat_type}:${query.chat_id} is linked to ${user.name}` };
  },

  refInfo: ({ query, state }) => {
    const sponsor = users(state).find((u) => u.number === query.ref.trim() && u.role === 'partner');
    if (!sponsor) throw notFound('Referral code');
    return { ref: sponsor.number, name: sponsor.name, number: sponsor.number, country: sponsor.country };
  },

  inviteInfo: ({ query, state }) => {
    const match = INVITE_CODE.exec(query.invite.trim());
    const sponsor = match ? users(state).find((u) => u.number === match[2] && u.role === 'partner') : undefined;
    if (!match || !sponsor) throw notFound('Invite code');
    if (inviteExpired(state, query.invite.trim()))
      throw new SandboxError(410, { detail: 'The invite has expired', code: 'invite_expired' });
    return {
      invite: query.invite.trim(),
      user_type: match[1] === 'P' ? ('partner' as const) : ('client' as const),
      sponsor_name: sponsor.name,
      sponsor_number: sponsor.number,
    };
  },

  domainKey: ({ body, caller, state }) => {
    if (!caller) throw new SandboxError(401, { detail: 'Sign in first', code: 'not_authenticated' });
    const key = signInKeys(state).issue({
      kind: 'domain',
      userId: caller.user.id,
      managerId: caller.manager?.id ?? null,
      country: body.country_code,
      language: body.language_code,
    });
    return { key, keys: { [body.country_code.toLowerCase()]: key } };
  },

  domainSignIn: ({ body, state }) => {
    const key = signInKeys(state).spend(body.key, 'domain');
    if (!key) throw badRequest({ key: ['The key is not valid or was already used'] });
    return {
      country_code: key.country,
      language_code: key.language,
      auth_info: authData(state, users(state).get(key.userId)!, managerOf(state, key.managerId)),
    };
  },

  registrationAuthenticate: ({ body, state }) => {
    const key = signInKeys(state).spend(body.key, 'registration');
    if (!key) throw badRequest({ key: ['The key is not valid or was already used'] });
    return { auth_info: authData(state, users(state).get(key.userId)!, managerOf(state, key.managerId)) };
  },

  spectator: ({ query, body, caller, state }) => {
    const { user, manager } = caller!;
    if (query.logout !== undefined) {
      if (!manager) throw badRequest({ logout: ['Not in a spectator session'] });
      return authData(state, manager);
    }
    if (manager) throw badRequest({ as_user: ['Leave the current spectator session first'] });
    if (!user.can_spectate)
      throw new SandboxError(403, { detail: 'Spectating is not allowed', code: 'cannot_spectate' });
    const wanted = body.as_user?.trim();
    if (!wanted) throw badRequest({ as_user: ['Required'] });
    const target = users(state).find((u) => u.number === wanted || u.login === wanted);
    if (!target || target.id === user.id) throw notFound('User');
    return authData(state, target, user);
  },

  passwordChange: ({ body, caller }) => {
    const user = caller!.user;
    if (user.password !== body.old_password) throw badRequest({ old_password: ['The current password is wrong'] });
    user.password = body.new_password;
    return { ok: true };
  },

  resetSend: ({ body, state }) => {
    const user = users(state).byLogin(body.login);
    if (!user) throw badRequest({ login: ['No account with this login'] });
    resetCodes(state).add(user.id);
    return { ok: true };
  },

  resetCheckCode: ({ body, state }) => {
    resetCode(state, body.login, body.code);
    return { ok: true };
  },

  resetConfirm: ({ body, state }) => {
    const user = resetCode(state, body.login, body.code);
    user.password = body.password;
    resetCodes(state).delete(user.id);
    return { ok: true };
  },

  openEntrySend: () => ({ ok: true }),

  openEntryCheckCode: ({ body, state }) => {
    checkCode(body.code);
    openEntries(state).check(body);
    return { phone: body.phone, code: body.code, createdAt: new Date(state.now()).toISOString() };
  },
};
