import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MailHomeReply } from './mail-schemas.js';

/** Conversations per page of MailHome. */
export const MAIL_PAGE_SIZE = 20;

/**
 * Office mail (spec 2 §2 MailHome). An office area: signed out goes to MyOfficeAuth, and a
 * suspended account answers 403 is_suspended with the MailHome redirect, which the page itself
 * recognises (it is already there) and shows as the suspended state.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/mail',
    {
      config: { page: 'MailHome' },
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
      return {
        conversations: list.conversations.map((c) => ({
          id: c.id,
          subject: c.subject,
          title: c.title,
          recipient: { type: c.recipient.type, name: c.recipient.name },
          order_number: c.order_number,
          last_message_at: c.last_message_at,
          unread: c.unread,
        })),
        unread_mail: list.unread_mail,
        is_subscribed: list.is_subscribed,
        page,
        has_more: list.has_more,
      };
    },
  );
};
