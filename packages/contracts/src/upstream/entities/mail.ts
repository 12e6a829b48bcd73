import { z } from 'zod';
import { IsoDateTime } from './office.js';

/** Who a conversation is with: a sponsor, support, or another user. */
export const MailRecipient = z
  .object({ type: z.enum(['support', 'sponsor', 'user']), id: z.number().int().nullable(), name: z.string() })
  .meta({ id: 'MailRecipient', 'x-assumed': true });

export const MailAttachment = z
  .object({ id: z.number().int(), name: z.string(), size: z.number().int(), url: z.string() })
  .meta({ id: 'MailAttachment', 'x-assumed': true });

/** Spec 2 §3 Mail: a conversation has a subject, title, recipient and maybe an order_number. */
export const Conversation = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    title: z.string(),
    recipient: MailRecipient,
    order_number: z.string().nullable(),
    order_id: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'The order order_number names, to link to it', 'x-assumed': true }),
    last_message_at: IsoDateTime,
    unread: z.number().int(),
  })
  .meta({ id: 'Conversation' });

export const MailMessage = z
  .object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    message: z.string(),
    is_mine: z.boolean(),
    is_read: z.boolean(),
    created_at: IsoDateTime,
    attachments: z.array(MailAttachment),
  })
  .meta({ id: 'MailMessage' });

/** GET /office/mail/list/: conversations, is_subscribed, unread_mail (spec 2 §3). */
export const ConversationList = z
  .object({
    conversations: z.array(Conversation),
    is_subscribed: z.boolean(),
    unread_mail: z.number().int(),
    has_more: z.boolean(),
  })
  .meta({ id: 'ConversationList' });

/** GET /office/mail/{id}/: the conversation and its latest messages. */
export const ConversationView = z
  .object({ conversation: Conversation, messages: z.array(MailMessage), has_more: z.boolean() })
  .meta({ id: 'ConversationView' });

/** A system template a conversation can start from (template/system, start/system). */
export const MailTemplate = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    title: z.string(),
    message: z.string(),
    needs_order: z.boolean(),
  })
  .meta({ id: 'MailTemplate', 'x-assumed': true });
