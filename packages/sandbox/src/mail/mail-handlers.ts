import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_MESSAGE_MAX_LENGTH,
  MAIL_MESSAGES_PAGE_SIZE,
  MAIL_SUBJECT_MAX_LENGTH,
} from '@gf/contracts/rules/mail-rules';
import { MAIL_ATTACHMENT_UPLOAD } from '@gf/contracts/rules/upload-rules';
import type {
  Conversation as ConversationReply,
  MailMessage as MailMessageReply,
} from '@gf/contracts/upstream/entities/mail';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { type Conversation, type MailMessage, mailboxes } from '../state/mailboxes.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { fileBody, storedFiles } from '../state/stored-files.js';
import { type SandboxUser, users } from '../state/users.js';
import { MAIL_TEMPLATES_HE, SUPPORT_NAME_HE } from './mail-he.js';
import { MAIL_TEMPLATES_RU, mailMessageIn, mailSubjectIn, SUPPORT_NAME_RU } from './mail-ru.js';
import { MAIL_TEMPLATES, mailStore, type Recipient, SUPPORT } from './mail-store.js';

type MailIds =
  | 'mailList'
  | 'mailSystemTemplates'
  | 'mailStart'
  | 'mailStartSystem'
  | 'mailConversation'
  | 'mailMessages'
  | 'mailSend'
  | 'mailReadMessage'
  | 'mailAttachmentUpload'
  | 'mailAttachment'
  | 'mailSubscription';

/** Page sizes are not shown (spec 2 §9): the sandbox's default for the conversation list. */
const CONVERSATIONS_PER_PAGE = 20;

const requireConversation = (state: SandboxState, userId: number, id: number): Conversation => {
  const conversation = mailboxes(state).conversations.find((c) => c.id === id);
  // Another user's conversation answers as a missing one: its existence is not disclosed.
  if (!conversation || conversation.userId !== userId) throw notFound('Conversation');
  return conversation;
};

/** The support is named in the request's language; people by their own names. */
const recipientIn = (recipient: Recipient, language: string): Recipient =>
  recipient.type === 'support'
    ? { ...recipient, name: localized(language, recipient.name, { ru: SUPPORT_NAME_RU, he: SUPPORT_NAME_HE }) }
    : recipient;

/** A conversation as the lists show it; seeded and template texts in the request's language. */
const toConversation = (
  state: SandboxState,
  c: Conversation,
  userId: number,
  language: string,
): z.input<typeof ConversationReply> => ({
  id: c.id,
  subject: mailSubjectIn(language, c.subject),
  title: mailSubjectIn(language, c.title),
  recipient: recipientIn(mailStore(state).recipientOf(c), language),
  order_number: c.orderNumber,
  order_id:
    c.orderNumber === null
      ? null
      : (orders(state)
          .of(c.userId)
          .find((o) => o.number === c.orderNumber)?.id ?? null),
  last_message_at: c.messages.at(-1)?.sentAt ?? '',
  unread: c.messages.filter((m) => !m.read && m.fromUserId !== userId).length,
});

const toMessage = (
  state: SandboxState,
  conversationId: number,
  m: MailMessage,
  userId: number,
  language: string,
): z.input<typeof MailMessageReply> => ({
  id: m.id,
  conversation_id: conversationId,
  message: mailMessageIn(language, m.text),
  is_mine: m.fromUserId === userId,
  is_read: m.read,
  created_at: m.sentAt,
  attachments: (mailStore(state).attachments.get(m.id) ?? []).flatMap((fileId) => {
    const file = storedFiles(state).get(fileId, ['mail']);
    return file
      ? [{ id: file.id, name: file.filename, size: file.size, url: `/office/mail/attachment/${file.id}/` }]
      : [];
  }),
});

/** The upstream's own checks of a message's text (the gateway refuses the same before calling). */
const checkText = (message: string): string => {
  if (message.trim() === '') throw badRequest({ message: ['Write a message'] });
  if (message.length > MAIL_MESSAGE_MAX_LENGTH)
    throw badRequest({ message: [`The message is over ${MAIL_MESSAGE_MAX_LENGTH} characters`] });
  return message;
};

/** Uploads of the caller not yet sent: each may go with one message only. */
const checkAttachments = (state: SandboxState, userId: number, ids: number[] = []): number[] => {
  if (ids.length > MAIL_ATTACHMENTS_MAX)
    throw badRequest({ attachment_ids: [`At most ${MAIL_ATTACHMENTS_MAX} attachments`] });
  const wrong = ids.filter(
    (id) => storedFiles(state).get(id, ['mail'])?.ownerId !== userId || mailStore(state).attached.has(id),
  );
  if (wrong.length > 0)
    throw badRequest({ attachment_ids: [`Unknown or already sent attachments: ${wrong.join(', ')}`] });
  return ids;
};

const checkOrderNumber = (state: SandboxState, userId: number, number: string | undefined): string | null => {
  if (number === undefined || number === '') return null;
  if (
    !orders(state)
      .of(userId)
      .some((o) => o.number === number)
  ) {
    throw badRequest({ order_number: ['No order of yours has this number'] });
  }
  return number;
};

/** Everyone below the user in the structure. */
const isInTeam = (state: SandboxState, sponsorId: number, userId: number): boolean =>
  users(state)
    .children(sponsorId)
    .some((child) => child.id === userId || isInTeam(state, child.id, userId));

/** Users write to support, to their sponsor, or to someone of their own team. */
const resolveRecipient = (
  state: SandboxState,
  user: SandboxUser,
  wanted: { type: Recipient['type']; id: number | null },
): Recipient => {
  if (wanted.type === 'support') return SUPPORT;
  const target =
    wanted.type === 'sponsor'
      ? user.sponsorId === null
        ? undefined
        : users(state).get(user.sponsorId)
      : wanted.id === null
        ? undefined
        : users(state).get(wanted.id);
  if (!target)
    throw badRequest({ 'recipient.id': [wanted.type === 'sponsor' ? 'You have no sponsor' : 'Choose a recipient'] });
  if (wanted.type === 'user' && !isInTeam(state, user.id, target.id)) {
    throw badRequest({ 'recipient.id': ['You can write only to people of your team'] });
  }
  return { type: wanted.type, id: target.id, name: target.name };
};

export const mailHandlers: AreaHandlers<MailIds> = {
  mailList: ({ query, caller, state, language }) => {
    const userId = caller!.user.id;
    const page = query.page ?? 1;
    const perPage = query.per_page ?? CONVERSATIONS_PER_PAGE;
    const all = mailboxes(state)
      .of(userId)
      .map((c) => toConversation(state, c, userId, language))
      .sort((a, b) => b.last_message_at.localeCompare(a.last_message_at) || b.id - a.id);
    return {
      conversations: all.slice((page - 1) * perPage, page * perPage),
      is_subscribed: mailboxes(state).subscribed.get(userId) ?? true,
      unread_mail: mailboxes(state).unread(userId),
      has_more: page * perPage < all.length,
    };
  },

  mailSystemTemplates: ({ language }) => ({
    templates: MAIL_TEMPLATES.map((t) => {
      const [subject, title, message] = localized(language, [t.subject, t.title, t.message], {
        ru: MAIL_TEMPLATES_RU[t.id],
        he: MAIL_TEMPLATES_HE[t.id],
      });
      return { ...t, subject, title, message };
    }),
  }),

  mailStart: ({ body, caller, state, language }) => {
    const user = caller!.user;
    if (body.subject.trim() === '' || body.subject.length > MAIL_SUBJECT_MAX_LENGTH)
      throw badRequest({ subject: [`Write a subject of up to ${MAIL_SUBJECT_MAX_LENGTH} characters`] });
    const text = checkText(body.message);
    const recipient = resolveRecipient(state, user, body.recipient);
    const attachmentIds = checkAttachments(state, user.id, body.attachment_ids);
    const conversation = mailStore(state).start(user.id, recipient, {
      subject: body.subject,
      title: body.subject,
      orderNumber: checkOrderNumber(state, user.id, body.order_number),
      system: false,
    });
    mailStore(state).send(conversation, user.id, text, attachmentIds);
    return toConversation(state, conversation, user.id, language);
  },

  mailStartSystem: ({ body, caller, state, language }) => {
    const userId = caller!.user.id;
    const template = MAIL_TEMPLATES.find((t) => t.id === body.template_id);
    if (!template) throw badRequest({ template_id: ['Choose a template from the list'] });
    const orderNumber = checkOrderNumber(state, userId, body.order_number);
    if (template.needs_order && !orderNumber) throw badRequest({ order_number: ['Enter the order number'] });
    const conversation = mailStore(state).start(userId, SUPPORT, {
      subject: template.subject,
      title: template.title,
      orderNumber,
      system: true,
    });
    mailStore(state).send(conversation, userId, body.message || template.message, []);
    return toConversation(state, conversation, userId, language);
  },

  mailConversation: ({ params, caller, state, language }) => {
    const userId = caller!.user.id;
    const conversation = requireConversation(state, userId, params.id);
    const latest = conversation.messages.slice(-MAIL_MESSAGES_PAGE_SIZE);
    return {
      conversation: toConversation(state, conversation, userId, language),
      messages: latest.map((m) => toMessage(state, conversation.id, m, userId, language)),
      has_more: conversation.messages.length > latest.length,
    };
  },

  mailMessages: ({ query, caller, state, language }) => {
    const userId = caller!.user.id;
    const conversation = requireConversation(state, userId, query.conversation_id);
    // Newest first: what follows `after_id` in that order is older than it.
    const newestFirst = conversation.messages.toReversed();
    const cursor = query.after_id === undefined ? -1 : newestFirst.findIndex((m) => m.id === query.after_id);
    if (query.after_id !== undefined && cursor === -1) throw notFound(`Message ${query.after_id}`);
    const rest = newestFirst.slice(cursor + 1);
    const page = rest.slice(0, query.count ?? MAIL_MESSAGES_PAGE_SIZE);
    return {
      messages: page.map((m) => toMessage(state, conversation.id, m, userId, language)),
      has_more: rest.length > page.length,
    };
  },

  mailSend: ({ body, caller, state, language }) => {
    const userId = caller!.user.id;
    const conversation = requireConversation(state, userId, body.conversation_id);
    const text = checkText(body.message);
    const attachmentIds = checkAttachments(state, userId, body.attachment_ids);
    const message = mailStore(state).send(conversation, userId, text, attachmentIds);
    return toMessage(state, conversation.id, message, userId, language);
  },

  mailReadMessage: ({ body, caller, state }) => {
    const userId = caller!.user.id;
    const mine = mailboxes(state)
      .of(userId)
      .flatMap((c) => c.messages);
    for (const id of body.message_ids) {
      const message = mine.find((m) => m.id === id);
      if (!message) throw notFound(`Message ${id}`);
      if (message.fromUserId !== userId) mailStore(state).markRead(message);
    }
    return { unread_mail: mailboxes(state).unread(userId) };
  },

  mailAttachmentUpload: ({ files, caller, state }) => {
    const upload = files.find((f) => f.field === 'file');
    if (!upload) throw badRequest({ file: ['Attach the file as the `file` part'] });
    if (upload.size === 0) throw badRequest({ file: ['The file is empty'] });
    if (upload.size > MAIL_ATTACHMENT_UPLOAD.maxBytes)
      throw badRequest({ file: [`The file is over ${MAIL_ATTACHMENT_UPLOAD.maxBytes} bytes`] });
    const file = storedFiles(state).add(caller!.user.id, 'mail', upload);
    return { id: file.id, name: file.filename, size: file.size, url: `/office/mail/attachment/${file.id}/` };
  },

  mailAttachment: ({ params, caller, state }) => {
    const userId = caller!.user.id;
    const file = storedFiles(state).get(params.id, ['mail']);
    // The uploader, or anyone whose mailbox holds a message carrying the file.
    const visible =
      file &&
      (file.ownerId === userId ||
        mailboxes(state)
          .of(userId)
          .some((c) => c.messages.some((m) => mailStore(state).attachments.get(m.id)?.includes(file.id))));
    if (!file || !visible) throw notFound('Attachment');
    return fileBody(file);
  },

  mailSubscription: ({ body, caller, state }) => {
    mailboxes(state).subscribed.set(caller!.user.id, body.is_subscribed);
    return { is_subscribed: body.is_subscribed };
  },
};
