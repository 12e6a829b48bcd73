import { z } from 'zod';

/** Spec 2 §4, §9: an open-entry sign-in (phone and SMS code) is valid for 24 hours. */
export const OPEN_ENTRY_VALIDITY_MS = 24 * 60 * 60_000;

/**
 * The phone and code of an open entry the upstream checked (spec 2 §3 open entry: phone, code,
 * createdAt). Spec 2 §4 sets the sponsor after the check and the open-entry order comes later, but
 * the spec does not show what ties these anonymous calls to one visitor: we assume they name the
 * checked entry, so the upstream finds it (valid 24 hours, spec 2 §9) and the sponsor set on it.
 */
export const CheckedOpenEntry = z
  .object({ phone: z.string().min(1), code: z.string().min(1) })
  .meta({ id: 'CheckedOpenEntry', 'x-assumed': true });
