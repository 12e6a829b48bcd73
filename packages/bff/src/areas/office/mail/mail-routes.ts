import { FileBytes } from '@gf/contracts/gateway/files';
import {
  MailConversationId,
  MailConversationReply,
  MailHomeReply,
  MailOlderQuery,
  MailOlderReply,
  MailReadBody,
  MailRecipientsReply,
  MailSendBody,
  MailStartBody,
  MailStartedReply,
  MailStartSystemBody,
  MailSubscriptionBody,
  MailTemplatesReply,
  MailUnreadReply,
} from '@gf/contracts/gateway/mail';
import { MAIL_MESSAGES_PAGE_SIZE } from '@gf/contracts/rules/mail-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';

/** Conversations per page of MailHome. */
export const MAIL_PAGE_SIZE = 20;

/**
 * How far the upstream's clock may be behind ours when a retry looks for the message an attempt
 * with an unknown outcome may have sent (its `created_at` against when we sent it).
 */
export const MAIL_CLOCK_SKEW_MS = 5 * 60_000;

/** Writes of unknown outcome remembered at most; the oldest go first. */
const MAX_UNCERTAIN_WRITES = 10_000;

type UpstreamConversation = z.output<UpstreamOperations['mailList']['reply']>['conversations'][number];
type UpstreamMessage = z.output<UpstreamOperations['mailSend']['reply']>;

const conversationOf = (c: UpstreamConversation) => ({
  id: c.id,
  subject: c.subject,
  title: c.title,
  recipient: { type: c.recipient.type, name: c.recipient.name },
  order_number: c.order_number,
  order_id: c.order_id,
  last_message_at: c.last_message_at,
  unread: c.unread,
});

// The upstream's download address is not the browser's: the page downloads through the gateway.
const messageOf = (m: UpstreamMessage) => ({
  id: m.id,
  message: m.message,
  is_mine: m.is_mine,
  is_read: m.is_read,
  created_at: m.created_at,
  attachments: m.attachments.map((a) => ({ id: a.id, name: a.name, size: a.size })),
});

/** Oldest first, as the page shows them, whatever order the upstream call gave. */
const chronological = (messages: UpstreamMessage[]) =>
  messages.toSorted((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id).map(messageOf);

/**
 * Office mail (spec 2 §2 "Mail", §7 mail calls): MailHome's list, a conversation with its older
 * messages, sending with attachments (uploaded through POST /office/files?use=mail-attachment),
 * attachment downloads, read marking, starting a conversation and the subscription toggle.
 * Every reply that learns the unread total stores it in the session, so the header's count
 * (GET /auth) follows what the user reads. Sending and starting are single-flight per
 * idempotency key, as placing an order is: a retried send never sends twice.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const sent = new WriteOnce<unknown>(sessions, IDEMPOTENCY_KEEP_MS);

  const rememberUnread = async (request: FastifyRequest, unread: number): Promise<void> => {
    const session = await sessions.load(request);
    if (session && session.data.unreadMail !== unread) {
      await sessions.update(session.id, (data) => {
        data.unreadMail = unread;
      });
    }
  };

  /**
   * Writes whose outcome is unknown, by key, with when they were tried: the upstream timed out or
   * failed after the write may have been done (the mail API takes no idempotency key of its own).
   */
  const uncertain = new Map<string, string>();

  /**
   * A write done once per session, use and idempotency key: racing duplicates and a retry after a
   * lost reply share the first result (single-flight, as placing an order). A retry after an
   * unknown outcome first asks `landed` whether the first try went through, and answers with what
   * it found instead of writing again.
   */
  const writeOnce = async <T>(
    request: FastifyRequest,
    use: string,
    idempotencyKey: string,
    landed: (since: string) => Promise<T | undefined>,
    write: () => Promise<T>,
  ): Promise<T> => {
    const key = `${(await sessions.load(request))?.id ?? request.ip}:${use}:${idempotencyKey}`;
    const { value } = await sent.run(request, idempotencyKey, async () => {
      const doubt = uncertain.get(key);
      if (doubt !== undefined) {
        const found = await landed(doubt);
        if (found !== undefined) {
          uncertain.delete(key);
          return found;
        }
      }
      const since = doubt ?? new Date(sessions.now() - MAIL_CLOCK_SKEW_MS).toISOString();
      try {
        const result = await write();
        uncertain.delete(key);
        return result;
      } catch (error) {
        // A refusal (4xx) wrote nothing; anything else may have.
        if (!(error instanceof GatewayError) || error.envelope.status >= 500) {
          uncertain.delete(key);
          uncertain.set(key, since);
          if (uncertain.size > MAX_UNCERTAIN_WRITES) uncertain.delete(uncertain.keys().next().value as string);
        }
        throw error;
      }
    });
    return value as T;
  };

  /** The user's conversations started since `since` with this subject: where a lost start landed. */
  const startedSince = async (request: FastifyRequest, subject: string, since: string) => {
    const list = await calls.call(request, 'mailList', { query: { page: '1', per_page: String(MAIL_PAGE_SIZE) } });
    return list.conversations.find((c) => c.subject === subject && c.last_message_at >= since);
  };

  app.get(
    '/mail',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'MailHome: the conversation list with unread counts',
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
        response: { 200: MailHomeReply },
      },
    },
    async (request) => {
      const { page } = request.query;
      const list = await calls.call(request, 'mailList', {
        query: { page: String(page), per_page: String(MAIL_PAGE_SIZE) },
      });
      await rememberUnread(request, list.unread_mail);
      return {
        conversations: list.conversations.map(conversationOf),
        unread_mail: list.unread_mail,
        is_subscribed: list.is_subscribed,
        page,
        has_more: list.has_more,
      };
    },
  );

  app.get(
    '/mail/templates',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'System templates a conversation with support can start from (start-conversation modal)',
        response: { 200: MailTemplatesReply },
      },
    },
    async (request) => calls.call(request, 'mailSystemTemplates', {}),
  );

  app.get(
    '/mail/recipients',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'Whom a new conversation may go to: support, and the sponsor when the profile names one',
        response: { 200: MailRecipientsReply },
      },
    },
    async (request) => {
      const support = { type: 'support' as const };
      try {
        const { sponsor } = await calls.call(request, 'profileGet', {});
        return {
          recipients: sponsor
            ? [support, { type: 'sponsor' as const, name: sponsor.name, number: sponsor.number }]
            : [support],
        };
      } catch (error) {
        // A suspended account reads no profile, and its mail is the way to support: that is all it may write to.
        if (error instanceof GatewayError && error.envelope.redirect?.route === 'MailHome')
          return { recipients: [support] };
        throw error;
      }
    },
  );

  app.post(
    '/mail/subscription',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'Turn email notifications of new messages on or off (is_subscribed)',
        body: MailSubscriptionBody,
        response: { 200: MailSubscriptionBody },
      },
    },
    async (request) => calls.call(request, 'mailSubscription', { body: request.body }),
  );

  app.post(
    '/mail/conversations',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'Start a conversation (start-conversation modal); one conversation per idempotency key',
        body: MailStartBody,
        response: { 200: MailStartedReply },
      },
    },
    async (request) => {
      const { idempotency_key, recipient, order_number, attachment_ids, ...rest } = request.body;
      const started = await writeOnce(
        request,
        'start',
        idempotency_key,
        (since) => startedSince(request, rest.subject, since),
        () =>
          calls.call(request, 'mailStart', {
            body: {
              ...rest,
              recipient: { type: recipient.type, id: recipient.type === 'user' ? recipient.id : null },
              ...(order_number ? { order_number } : {}),
              ...(attachment_ids.length > 0 ? { attachment_ids } : {}),
            },
          }),
      );
      return { conversation: conversationOf(started) };
    },
  );

  app.post(
    '/mail/conversations/system',
    {
      config: { access: 'signedIn', page: 'MailHome' },
      schema: {
        tags: ['mail'],
        summary: 'Start a conversation with support from a system template; one per idempotency key',
        body: MailStartSystemBody,
        response: { 200: MailStartedReply },
      },
    },
    async (request) => {
      const { idempotency_key, message, order_number, template_id } = request.body;
      const started = await writeOnce(
        request,
        'start-system',
        idempotency_key,
        async (since) => {
          const { templates } = await calls.call(request, 'mailSystemTemplates', {});
          const template = templates.find((t) => t.id === template_id);
          return template && startedSince(request, template.subject, since);
        },
        () =>
          calls.call(request, 'mailStartSystem', {
            body: {
              template_id,
              ...(message?.trim() ? { message } : {}),
              ...(order_number ? { order_number } : {}),
            },
          }),
      );
      return { conversation: conversationOf(started) };
    },
  );

  app.post(
    '/mail/read',
    {
      config: { access: 'signedIn', page: 'MailConversation' },
      schema: {
        tags: ['mail'],
        summary: 'Mark messages read as the user sees them; replies the unread total for the header',
        body: MailReadBody,
        response: { 200: MailUnreadReply },
      },
    },
    async (request) => {
      const reply = await calls.call(request, 'mailReadMessage', { body: request.body });
      await rememberUnread(request, reply.unread_mail);
      return reply;
    },
  );

  downloadRoute(app, '/mail/attachments/:id', {
    config: { access: 'signedIn', page: 'MailConversation' },
    schema: {
      tags: ['mail'],
      summary: 'A mail attachment, streamed with its type, name and length',
      params: MailConversationId,
      response: { 200: FileBytes },
    },
    download: (request) => ({
      operationId: 'mailAttachment',
      params: { id: request.params.id },
      filename: `attachment-${request.params.id}`,
    }),
  });

  app.get(
    '/mail/:id',
    {
      config: { access: 'signedIn', page: 'MailConversation' },
      schema: {
        tags: ['mail'],
        summary:
          'A conversation with its latest messages and the unread total; polled while the page is open (live updates)',
        params: MailConversationId,
        response: { 200: MailConversationReply },
      },
    },
    async (request) => {
      // The smallest list page carries the unread total the header shows.
      const [view, list] = await Promise.all([
        calls.call(request, 'mailConversation', { params: request.params }),
        calls.call(request, 'mailList', { query: { page: '1', per_page: '1' } }),
      ]);
      await rememberUnread(request, list.unread_mail);
      return {
        conversation: conversationOf(view.conversation),
        messages: chronological(view.messages),
        has_older: view.has_more,
        unread_mail: list.unread_mail,
      };
    },
  );

  app.get(
    '/mail/:id/messages',
    {
      config: { access: 'signedIn', page: 'MailConversation' },
      schema: {
        tags: ['mail'],
        summary: 'Older messages of a conversation, before a given one (scrolling up)',
        params: MailConversationId,
        querystring: MailOlderQuery,
        response: { 200: MailOlderReply },
      },
    },
    async (request) => {
      const older = await calls.call(request, 'mailMessages', {
        query: {
          conversation_id: String(request.params.id),
          after_id: String(request.query.before),
          count: String(MAIL_MESSAGES_PAGE_SIZE),
        },
      });
      return { messages: chronological(older.messages), has_older: older.has_more };
    },
  );

  app.post(
    '/mail/:id/messages',
    {
      config: { access: 'signedIn', page: 'MailConversation' },
      schema: {
        tags: ['mail'],
        summary: 'Send a message with its attachments; one message per idempotency key',
        params: MailConversationId,
        body: MailSendBody,
        response: { 200: z.object({ message: MailOlderReply.shape.messages.element }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { idempotency_key, message, attachment_ids } = request.body;
      const posted = await writeOnce(
        request,
        `send-${id}`,
        idempotency_key,
        async (since) => {
          const view = await calls.call(request, 'mailConversation', { params: { id } });
          return view.messages.find((m) => m.is_mine && m.message === message && m.created_at >= since);
        },
        () =>
          calls.call(request, 'mailSend', {
            body: {
              conversation_id: id,
              message,
              ...(attachment_ids.length > 0 ? { attachment_ids } : {}),
            },
          }),
      );
      return { message: messageOf(posted) };
    },
  );
};
