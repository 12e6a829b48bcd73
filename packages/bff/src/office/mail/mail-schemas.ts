import { z } from 'zod';
import { contract } from '../../contract-registry.js';

/** Spec 2 §3 Mail: one conversation of the list, with its unread count. */
export const MailConversation = contract(
  'MailConversation',
  z.object({
    id: z.number().int(),
    subject: z.string(),
    title: z.string(),
    recipient: z.object({ type: z.enum(['support', 'sponsor', 'user']), name: z.string() }),
    order_number: z.string().nullable(),
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
