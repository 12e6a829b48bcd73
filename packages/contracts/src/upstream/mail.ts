import { z } from 'zod';
import { FileReply, QueryInt } from './common.js';
import {
  Conversation,
  ConversationList,
  ConversationView,
  MailAttachment,
  MailMessage,
  MailRecipient,
  MailTemplate,
} from './entities/mail.js';
import { PageQuery } from './entities/office.js';
import { op } from './operation.js';

const base = { tag: 'mail', spec: '2 §7', auth: 'required' } as const;
const M = '/office/mail';
const Id = z.object({ id: QueryInt });
const AttachmentIds = z.array(z.number().int()).meta({ description: 'Ids from attachment/upload' });
const UnreadMail = z.object({ unread_mail: z.number().int() });

/** Spec 2 §7 "Mail": conversations, messages, attachments and the subscription toggle. */
export const mailOperations = {
  mailList: op({
    ...base,
    method: 'get',
    path: `${M}/list/`,
    summary: 'Conversations, the unread count and whether mail is subscribed',
    query: PageQuery,
    reply: ConversationList,
  }),
  mailSystemTemplates: op({
    ...base,
    method: 'get',
    path: `${M}/template/system/`,
    assumed: true,
    summary: 'System templates a conversation with support can start from',
    reply: z.object({ templates: z.array(MailTemplate) }),
  }),
  mailStart: op({
    ...base,
    method: 'post',
    path: `${M}/start/`,
    assumed: true,
    summary: 'Start a conversation with a recipient (start-conversation modal)',
    body: z.object({
      recipient: MailRecipient.pick({ type: true, id: true }),
      subject: z.string().min(1),
      message: z.string().min(1),
      order_number: z.string().optional(),
      attachment_ids: AttachmentIds.optional(),
    }),
    reply: Conversation,
  }),
  mailStartSystem: op({
    ...base,
    method: 'post',
    path: `${M}/start/system/`,
    assumed: true,
    summary: 'Start a conversation from a system template',
    body: z.object({
      template_id: z.number().int(),
      message: z.string().optional(),
      order_number: z.string().optional(),
    }),
    reply: Conversation,
  }),
  mailConversation: op({
    ...base,
    method: 'get',
    path: `${M}/{id}/`,
    summary: 'A conversation and its latest messages',
    params: Id,
    reply: ConversationView,
  }),
  mailMessages: op({
    ...base,
    method: 'get',
    path: `${M}/messages/`,
    assumed: true,
    summary:
      'Earlier messages of a conversation, newest first: the `count` that follow `after_id` in that order, i.e. the older ones the client scrolls back to (conversation_id and the order assumed)',
    query: z.object({
      conversation_id: QueryInt,
      after_id: QueryInt.optional(),
      count: QueryInt.min(1).max(100).optional(),
    }),
    reply: z.object({ messages: z.array(MailMessage), has_more: z.boolean() }),
  }),
  mailSend: op({
    ...base,
    method: 'post',
    path: `${M}/send/`,
    assumed: true,
    summary: 'Send a message in a conversation',
    body: z.object({
      conversation_id: z.number().int(),
      message: z.string().min(1),
      attachment_ids: AttachmentIds.optional(),
    }),
    reply: MailMessage,
  }),
  mailReadMessage: op({
    ...base,
    method: 'post',
    path: `${M}/read/message/`,
    assumed: true,
    summary: 'Mark messages read; replies the new unread count',
    body: z.object({ message_ids: z.array(z.number().int()).min(1) }),
    reply: UnreadMail,
  }),
  mailAttachmentUpload: op({
    ...base,
    method: 'post',
    path: `${M}/attachment/upload/`,
    assumed: true,
    multipart: true,
    summary: 'Upload an attachment before sending (multipart `file` part)',
    body: z.object({}).meta({ description: 'One `file` part and no other field' }),
    reply: MailAttachment,
  }),
  mailAttachment: op({
    ...base,
    method: 'get',
    path: `${M}/attachment/{id}/`,
    assumed: true,
    summary: 'Download a mail attachment (path not printed in the spec)',
    params: Id,
    reply: FileReply,
    replyKind: 'binary',
  }),
  mailSubscription: op({
    ...base,
    method: 'post',
    path: `${M}/subscription/`,
    assumed: true,
    summary: 'Turn the mail subscription on or off',
    body: z.object({ is_subscribed: z.boolean() }),
    reply: z.object({ is_subscribed: z.boolean() }),
  }),
} as const;
