import { areaStore } from '../state/sandbox-state.js';

/**
 * Accounts a password-reset code was sent to (spec 2 §4 "Password reset": send, check-code,
 * confirm): a code is good only after a send, and spent by the confirm, so it cannot reset twice.
 */
export const resetCodes = areaStore(() => new Set<number>());
