import type { AuthData } from '@gf/contracts/upstream/entities/user';
import type { z } from 'zod';
import { mailboxes } from './mailboxes.js';
import type { SandboxState } from './sandbox-state.js';
import { tokens } from './tokens.js';
import { type SandboxUser, toUser } from './users.js';

/** Fresh tokens for `user` (acting for `manager` when spectating) as the auth data reply. */
export const authData = (
  state: SandboxState,
  user: SandboxUser,
  manager: SandboxUser | null = null,
): z.input<typeof AuthData> => ({
  ...tokens(state).issue({ userId: user.id, managerId: manager?.id ?? null }),
  language: user.language,
  user: toUser(user),
  unread_mail: mailboxes(state).unread(user.id),
  is_imported: user.is_imported,
  need_agreements: user.need_agreements,
});
