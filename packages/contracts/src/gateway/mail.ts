import { z } from 'zod';
import { MAIL_ATTACHMENTS_MAX, MAIL_MESSAGE_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH } from '../rules/mail-rules.js';
import { contract } from './contract-registry.js';
import { IdempotencyKey } from './idempotency-key.js';

/** Spec 2 §3 Mail: one conversation of the list, with its unread count. */
export const MailConversation = contract(
  'MailConversation',
  z.object({
    id: z.number().int(),
    subject: z.string(),
    title: z.string(),
    recipient: z.object({ type: z.enum(['support', 'sponsor', 'user']), name: z.string() }),
    order_number: z.string().nullable(),
    order_id: z.number().int().nullable(),
    last_message_at: z.string(),
    unread: z.number().int(),
  }),
);

/** The MailHome screen (spec 2 §2): the conversation list, the unread total and the subscription. */
export const MailHomeReply = contract(
  'MailHomeReply',
  z.object({
    conversations: z.array(MailConversation),
    unread_mail: z.number().int(),
    is_subscribed: z.boolean(),
    page: z.number().int(),
    has_more: z.boolean(),
  }),
);
export type MailHomeReply = z.infer<typeof MailHomeReply>;

/** An attachment as the page shows it; its bytes come from GET /office/mail/attachments/{id}. */
export const MailAttachmentInfo = contract(
  'MailAttachmentInfo',
  z.object({ id: z.number().int(), name: z.string(), size: z.number().int() }),
);

/** Spec 2 §3 Mail: one message of a conversation. */
export const MailMessageInfo = contract(
  'MailMessageInfo',
  z.object({
    id: z.number().int(),
    message: z.string(),
    is_mine: z.boolean(),
    is_read: z.boolean(),
    created_at: z.string(),
    attachments: z.array(MailAttachmentInfo),
  }),
);

/** A conversation opened: the latest messages, oldest first, and the unread total for the header. */
export const MailConversationReply = contract(
  'MailConversationReply',
  z.object({
    conversation: MailConversation,
    messages: z.array(MailMessageInfo).meta({ description: 'The latest page, oldest first' }),
    has_older: z.boolean(),
    unread_mail: z.number().int(),
  }),
);

/** Messages before a given one (scrolling up), oldest first. */
export const MailOlderReply = contract(
  'MailOlderReply',
  z.object({ messages: z.array(MailMessageInfo), has_older: z.boolean() }),
);

export const MailConversationId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const MailOlderQuery = z.object({
  before: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ description: 'The oldest message the page has: the reply holds those before it' }),
});

/** The order a letter to support is about, as the company's order numbers are written. */
export const MailOrderNumber = z.string().trim().max(40);

const MessageText = z
  .string()
  .max(MAIL_MESSAGE_MAX_LENGTH)
  .refine((text) => text.trim() !== '', { message: 'empty' });

const AttachmentIds = z
  .array(z.number().int().positive())
  .max(MAIL_ATTACHMENTS_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' })
  .default([])
  .meta({ description: 'Ids from POST /office/files?use=mail-attachment' });

export const MailSendBody = contract(
  'MailSendBody',
  z.object({ idempotency_key: IdempotencyKey, message: MessageText, attachment_ids: AttachmentIds }),
);

/** The start-conversation modal: a recipient, a subject and the first message. */
export const MailStartBody = contract(
  'MailStartBody',
  z.object({
    idempotency_key: IdempotencyKey,
    recipient: z.discriminatedUnion('type', [
      z.object({ type: z.literal('support') }),
      z.object({ type: z.literal('sponsor') }),
      z.object({ type: z.literal('user'), id: z.number().int().positive() }),
    ]),
    subject: z
      .string()
      .max(MAIL_SUBJECT_MAX_LENGTH)
      .refine((text) => text.trim() !== '', { message: 'empty' }),
    message: MessageText,
    order_number: MailOrderNumber.optional(),
    attachment_ids: AttachmentIds,
  }),
);

/** A conversation with support from one of its system templates (start/system). */
export const MailStartSystemBody = contract(
  'MailStartSystemBody',
  z.object({
    idempotency_key: IdempotencyKey,
    template_id: z.number().int().positive(),
    message: z.string().max(MAIL_MESSAGE_MAX_LENGTH).optional(),
    order_number: MailOrderNumber.optional(),
  }),
);

/**
 * Whom the start-conversation modal may offer (issue 32 item 6): support always, the sponsor only
 * when the upstream's profile names one. A partner at the top of a structure has none.
 */
export const MailRecipientsReply = contract(
  'MailRecipientsReply',
  z.object({
    recipients: z.array(
      z.discriminatedUnion('type', [
        z.object({ type: z.literal('support') }),
        z.object({ type: z.literal('sponsor'), name: z.string(), number: z.string() }),
      ]),
    ),
  }),
);

export const MailStartedReply = contract('MailStartedReply', z.object({ conversation: MailConversation }));

export const MailTemplatesReply = contract(
  'MailTemplatesReply',
  z.object({
    templates: z.array(
      z.object({
        id: z.number().int(),
        subject: z.string(),
        title: z.string(),
        message: z.string(),
        needs_order: z.boolean(),
      }),
    ),
  }),
);

export const MailReadBody = contract(
  'MailReadBody',
  z.object({ message_ids: z.array(z.number().int().positive()).min(1).max(100) }),
);

export const MailUnreadReply = contract('MailUnreadReply', z.object({ unread_mail: z.number().int() }));

export const MailSubscriptionBody = contract('MailSubscriptionBody', z.object({ is_subscribed: z.boolean() }));
