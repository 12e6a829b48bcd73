import { MailOrderNumber } from '@gf/contracts/gateway/mail';
import { MAIL_ATTACHMENTS_MAX, MAIL_MESSAGE_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import { z } from 'zod';

/** As long as the gateway takes an order number (spec 2 §2 Mail, MailOrderNumber). */
export const ORDER_NUMBER_MAX_LENGTH = MailOrderNumber.maxLength ?? undefined;

/** A message's text as the gateway's MailSendBody takes it; the messages are the form's words (message-error.ts). */
const MessageText = z
  .string()
  .max(MAIL_MESSAGE_MAX_LENGTH, { message: 'tooLong' })
  .refine((text) => text.trim() !== '', { message: 'empty' });

const AttachmentIds = z.array(z.number().int().positive()).max(MAIL_ATTACHMENTS_MAX);

/** The reply form: the body of MailSendBody without its idempotency key (useFormSubmit sends it). */
export const replyForm = z.object({ message: MessageText, attachment_ids: AttachmentIds });

/**
 * The start-conversation modal: a message (MailStartBody) or a system template (MailStartSystemBody),
 * checked by what is chosen. `needsOrder` says whether the chosen template asks for an order number.
 */
export const startForm = (needsOrder: (templateId: string) => boolean) =>
  z
    .object({
      kind: z.enum(['message', 'template']),
      recipient: z.enum(['support', 'sponsor']),
      subject: z.string(),
      message: z.string(),
      order_number: MailOrderNumber,
      template_id: z.string(),
      attachment_ids: AttachmentIds,
    })
    .superRefine((values, ctx) => {
      const refuse = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (values.message.length > MAIL_MESSAGE_MAX_LENGTH) refuse('message', 'tooLong');
      if (values.kind === 'message') {
        if (values.subject.trim() === '' || values.subject.length > MAIL_SUBJECT_MAX_LENGTH)
          refuse('subject', 'subject');
        if (values.message.trim() === '') refuse('message', 'empty');
        return;
      }
      if (values.template_id === '') refuse('template_id', 'template');
      else if (needsOrder(values.template_id) && values.order_number.trim() === '')
        refuse('order_number', 'orderNumber');
    });
