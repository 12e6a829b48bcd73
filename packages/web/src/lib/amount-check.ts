import { AMOUNT_ERRORS, amountError, parseAmountMinor, toMinor } from '@gf/contracts/rules/money-rules';
import { PAYOUT_ERRORS } from '@gf/contracts/rules/payout-rules';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** Field error codes this area words itself; any other text (the upstream's own) is shown as it came. */
const KNOWN = new Set<string>([
  ...Object.values(AMOUNT_ERRORS),
  ...Object.values(PAYOUT_ERRORS),
  'recipient_not_found',
  'same_account',
  'name_account_or_recipient',
  'sms_code_format',
  'choose_recipient',
]);

/** A field error in the page's language: a known code with its bounds, or the server's own text. */
export const fieldMessage = (
  t: TFunction<'finance'>,
  code: string | undefined,
  bounds: { min: string; max: string } = { min: '', max: '' },
): string | undefined => {
  if (!code) return undefined;
  return KNOWN.has(code) ? t(`errors.${code}` as 'errors.amount_format', bounds) : code;
};

/** What the gateway would refuse about a typed amount, checked before anything is sent. */
export const checkAmount = (
  text: string,
  bounds: { min: number; max: number; balance?: number | undefined },
): { minor: number } | { error: string } => {
  const minor = parseAmountMinor(text);
  if (minor === undefined) return { error: AMOUNT_ERRORS.format };
  const why = amountError(minor, {
    min: toMinor(bounds.min),
    max: toMinor(bounds.max),
    balance: bounds.balance === undefined ? undefined : toMinor(bounds.balance),
  });
  return why ? { error: why } : { minor };
};

/**
 * A money form's amount field for `useZodForm`: the text as typed, checked by `checkAmount` (its
 * error code is the field's message, worded by `fieldMessage`), and the minor units when it passes.
 */
export const amountField = (bounds: { min: number; max: number; balance?: number | undefined }) =>
  z.string().transform((text, ctx) => {
    const checked = checkAmount(text, bounds);
    if ('minor' in checked) return checked.minor;
    ctx.addIssue({ code: 'custom', message: checked.error });
    return z.NEVER;
  });

/** Words a refusal the page does not word itself (`useRefusalText`). */
type WordRefusal = (refusal: { code: string; message: string }) => string;

/**
 * A refusal that names no field, in the page's language: a viewing manager's in this area's own
 * words, any other through `word` (a reused idempotency key, the gateway's message).
 */
export const refusalMessage = (
  t: TFunction<'finance'>,
  refusal: { code: string; message: string },
  word: WordRefusal,
): string => (refusal.code.startsWith('spectator_') ? t('errors.spectator') : word(refusal));
