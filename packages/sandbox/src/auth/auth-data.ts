import type { AuthData } from '@gf/contracts/upstream/entities/user';
import type { z } from 'zod';
import { mailboxes } from '../state/mailboxes.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { tokens } from '../state/tokens.js';
import { type SandboxUser, toUser } from '../state/users.js';

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
