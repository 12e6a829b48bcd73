import { type ErrorEnvelope, readEnvelope } from '../../../../api/envelope';
import { isWordedRefusal } from '../../../../api/refusal-text';

/** The fields of mail's forms a refusal can point at. */
export type MailField = 'message' | 'subject' | 'attachment_ids' | 'order_number' | 'recipient' | 'template_id';
const FIELDS: readonly MailField[] = [
  'message',
  'subject',
  'attachment_ids',
  'order_number',
  'recipient',
  'template_id',
];

export interface MailFailure {
  /** The form's fields the gateway (or the upstream behind it) refused. */
  fields: ReadonlySet<MailField>;
  /** A refusal naming no field of the form: the conversation is not the user's, or the call failed. */
  other: 'not_found' | 'failed' | null;
  /** A refusal the client words itself (a viewing manager, a reused key: `useRefusalText`), else null. */
  refusal: ErrorEnvelope | null;
}

/**
 * What a failed mail write means for its form. The texts are the page's own (in the reader's
 * language); the gateway's field names say where they go. The typed text always stays.
 */
export const mailFailureOf = (error: unknown): MailFailure => {
  const envelope = readEnvelope(error);
  const fields = new Set<MailField>();
  for (const name of Object.keys(envelope.fields ?? {})) {
    const field = FIELDS.find((f) => name === f || name.startsWith(`${f}.`) || name.startsWith(`${f}[`));
    if (field) fields.add(field);
  }
  if (fields.size > 0) return { fields, other: null, refusal: null };
  return {
    fields,
    other: envelope.status === 404 ? 'not_found' : 'failed',
    refusal: isWordedRefusal(envelope.code) ? envelope : null,
  };
};
