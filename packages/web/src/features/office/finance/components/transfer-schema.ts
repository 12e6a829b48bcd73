import { TransferBody } from '@gf/contracts/gateway/finance';
import { AccountType, TransferType } from '@gf/contracts/upstream/entities/finance';
import { z } from 'zod';
import { amountField } from '../../../../lib/amount-check';

/** Field error of a transfer to another user sent before the user is chosen. */
const CHOOSE_RECIPIENT = 'choose_recipient';

/** The bounds of the chosen account's transfers (spec 2 §2 Transfers), as GET transfers/{type} gives them. */
interface TransferRules {
  min_amount: number;
  max_amount: number;
  balance: number;
}

/**
 * The transfer as the form holds it: from an account of the contract's, to one of the user's own
 * accounts or to a chosen user, an amount within min..max and the balance, the gateway's comment
 * (trimmed, at most TRANSFER_COMMENT_MAX).
 */
export const transferForm = (rules: TransferRules) =>
  z
    .object({
      type: TransferType,
      target: z.enum(['account', 'user']),
      to_account: AccountType,
      recipient_number: z.string(),
      amount: amountField({ min: rules.min_amount, max: rules.max_amount, balance: rules.balance }),
      comment: TransferBody.shape.comment,
    })
    .superRefine((values, ctx) => {
      if (values.target === 'user' && !values.recipient_number)
        ctx.addIssue({ code: 'custom', path: ['recipient_number'], message: CHOOSE_RECIPIENT });
    });
