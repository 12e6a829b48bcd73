import {
  AGREEMENT_TYPES,
  SPONSOR_NUMBER_MAX_DIGITS,
  SPONSOR_NUMBER_MIN_DIGITS,
  SPONSOR_NUMBER_PATTERN,
} from '@gf/contracts/rules/agreement-rules';
import { AgreementRestoreInfo, RestoreSponsor } from '@gf/contracts/upstream/entities/team';
import { z } from 'zod';

/** The restore page's first read: whether the lapsed agreement can be restored (a pure read). */
export const RestoreInfoReply = AgreementRestoreInfo;

/** The sponsor number as typed: spaces dropped, then digits only (agreement-rules). */
export const SponsorsQuery = z.object({
  sponsor_number: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(
      z
        .string()
        .regex(
          SPONSOR_NUMBER_PATTERN,
          `Enter ${SPONSOR_NUMBER_MIN_DIGITS} to ${SPONSOR_NUMBER_MAX_DIGITS} digits of the sponsor number`,
        ),
    ),
});
export const SponsorsReply = z.object({ sponsors: z.array(RestoreSponsor) });

export const RestoreBody = z.object({ sponsor_id: z.number().int().min(1) });
export const AcceptBody = z.object({ agree_type: z.enum(AGREEMENT_TYPES) });
export const Done = z.object({ ok: z.boolean() });
