import { MAIL_ATTACHMENTS_MAX, MAIL_MESSAGE_MAX_LENGTH, MAIL_MESSAGES_PAGE_SIZE } from '@gf/contracts/rules/mail-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { LONG_CONVERSATION_SUBJECT } from '../state/mailboxes.js';
import { orders } from '../state/orders.js';
import { callSandbox, signIn, uploadToSandbox } from '../test-client.js';
import { SEEDED_SUBJECTS_RU } from './mail-ru.js';

type Message = { id: number; is_mine: boolean; is_read: boolean; attachments: { id: number }[] };
type ConversationList = {
  conversations: { id: number; unread: number }[];
  unread_mail: number;
  is_subscribed: boolean;
};

describe('sandbox mail (spec 2 §7 Mail)', () => {
  let sandbox: Sandbox;
  let partner: string;
  let client: string;

  const call = <T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    callSandbox<T>(sandbox.app, method, path, { token, ...(body === undefined ? {} : { body }) });
  const unread = async (token: string) =>
    (await call<{ unread_mail: number }>('GET', '/auth/info/', token)).body.unread_mail;

  beforeEach(async () => {
    sandbox = await buildSandbox({ validateReplies: true, now: () => Date.parse('2026-11-22T10:00:00Z') });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
    client = (await signIn(sandbox.app, 'client')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('moves the unread count in /auth/info/: support answers a message, reading the answer lowers it', async () => {
    const before = await unread(partner);
    const list = await call<ConversationList>('GET', '/office/mail/list/', partner);
    expect(list.body.unread_mail).toBe(before);
    const conversation = list.body.conversations.find((c) => c.unread === 0)!.id;

    const sent = await call<Message>('POST', '/office/mail/send/', partner, {
      conversation_id: conversation,
      message: 'When will the December catalogue come out?',
    });
    expect(sent.body).toMatchObject({ is_mine: true, conversation_id: conversation });
    expect(await unread(partner)).toBe(before + 1);

    const view = await call<{ messages: Message[] }>('GET', `/office/mail/${conversation}/`, partner);
    const answer = view.body.messages.at(-1);
    expect(answer!.id).toBeGreaterThan(sent.body.id);
    expect(answer).toMatchObject({ is_mine: false, is_read: false });
    const read = await call('POST', '/office/mail/read/message/', partner, { message_ids: [answer!.id] });
    expect(read.body).toEqual({ unread_mail: before });
    expect(await unread(partner)).toBe(before);
  });

  it('pages back through a long conversation: newest first after the cursor, each message once', async () => {
    const list = await call<{ conversations: { id: number; subject: string }[] }>('GET', '/office/mail/list/', partner);
    // The sandbox's test requests are Russian: the seeded subject reads in Russian (issue 23).
    const long = list.body.conversations.find((c) => c.subject === SEEDED_SUBJECTS_RU[LONG_CONVERSATION_SUBJECT])!.id;
    const view = await call<{ messages: Message[]; has_more: boolean }>('GET', `/office/mail/${long}/`, partner);
    expect(view.body).toMatchObject({ has_more: true });
    expect(view.body.messages).toHaveLength(MAIL_MESSAGES_PAGE_SIZE);
    const seen = view.body.messages.map((m) => m.id);
    let cursor = seen[0]!;
    let more = true;
    while (more) {
      const page = await call<{ messages: Message[]; has_more: boolean }>(
        'GET',
        `/office/mail/messages/?conversation_id=${long}&after_id=${cursor}&count=${MAIL_MESSAGES_PAGE_SIZE}`,
        partner,
      );
      const ids = page.body.messages.map((m) => m.id);
      expect(ids).toEqual(ids.toSorted((a, b) => b - a));
      expect(ids.every((id) => id < cursor)).toBe(true);
      seen.unshift(...ids.toReversed());
      cursor = ids.at(-1)!;
      more = page.body.has_more;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(seen.toSorted((a, b) => a - b));
    const unknownCursor = await call('GET', `/office/mail/messages/?conversation_id=${long}&after_id=999999`, partner);
    expect(unknownCursor.status).toBe(404);
  });

  it('refuses an empty or too long message and too many attachments as the upstream would', async () => {
    const conversation = (await call<ConversationList>('GET', '/office/mail/list/', partner)).body.conversations[0]!.id;
    const send = (body: Record<string, unknown>) =>
      call('POST', '/office/mail/send/', partner, { conversation_id: conversation, ...body });
    expect((await send({ message: '   ' })).body).toMatchObject({ errors: { message: [expect.any(String)] } });
    expect((await send({ message: 'x'.repeat(MAIL_MESSAGE_MAX_LENGTH + 1) })).status).toBe(400);
    const many = Array.from({ length: MAIL_ATTACHMENTS_MAX + 1 }, (_, i) => i + 1);
    expect((await send({ message: 'Hi', attachment_ids: many })).body).toMatchObject({
      errors: { attachment_ids: [expect.any(String)] },
    });
  });

  it('keeps a suspended account’s mail open (MailHome) while the rest of the office answers 403 suspended', async () => {
    const suspended = (await signIn(sandbox.app, 'suspended')).access_token;
    expect((await call('GET', '/office/mail/list/', suspended)).status).toBe(200);
    const started = await call('POST', '/office/mail/start/', suspended, {
      recipient: { type: 'support', id: null },
      subject: 'My account is suspended',
      message: 'Why was my account suspended?',
    });
    expect(started.status).toBe(200);
    const orders = await call('GET', '/greenway/office/order/list/', suspended);
    expect(orders).toMatchObject({ status: 403, body: { is_suspended: true } });
  });

  it('answers another user’s conversation and messages as missing', async () => {
    const foreign = (await call<ConversationList>('GET', '/office/mail/list/', client)).body.conversations[0]!.id;
    expect((await call('GET', `/office/mail/${foreign}/`, partner)).status).toBe(404);
    expect((await call('GET', `/office/mail/messages/?conversation_id=${foreign}`, partner)).status).toBe(404);
    const send = await call('POST', '/office/mail/send/', partner, { conversation_id: foreign, message: 'Hi' });
    expect(send.status).toBe(404);
    const view = await call<{ messages: Message[] }>('GET', `/office/mail/${foreign}/`, client);
    const read = await call('POST', '/office/mail/read/message/', partner, {
      message_ids: [view.body.messages[0]!.id],
    });
    expect(read.status).toBe(404);
  });

  it('delivers a letter to the sponsor with its attachment, which only the two of them can download', async () => {
    const upload = await uploadToSandbox<{ id: number; name: string; size: number }>(
      sandbox.app,
      '/office/mail/attachment/upload/',
      {
        token: client,
        field: 'file',
        filename: 'order-photo.png',
        content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
      },
    );
    expect(upload.body).toMatchObject({ name: 'order-photo.png', size: 7 });
    const sponsorUnread = await unread(partner);
    const started = await call<{ id: number; recipient: { type: string; id: number } }>(
      'POST',
      '/office/mail/start/',
      client,
      {
        recipient: { type: 'sponsor', id: null },
        subject: 'A damaged bottle',
        message: 'The bottle arrived cracked, photo attached.',
        attachment_ids: [upload.body.id],
      },
    );
    expect(started.body.recipient).toMatchObject({ type: 'sponsor', id: 1 });
    expect(await unread(partner)).toBe(sponsorUnread + 1);

    const inbox = await call<{ conversations: { id: number; subject: string; recipient: { id: number } }[] }>(
      'GET',
      '/office/mail/list/',
      partner,
    );
    const copy = inbox.body.conversations.find((c) => c.subject === 'A damaged bottle')!;
    expect(copy.recipient.id).toBe(2);
    const view = await call<{ messages: Message[] }>('GET', `/office/mail/${copy.id}/`, partner);
    expect(view.body.messages[0]!.attachments).toHaveLength(1);

    const download = await sandbox.app.inject({
      method: 'GET',
      url: `/api/v1/office/mail/attachment/${upload.body.id}/`,
      headers: { authorization: `Bearer ${partner}` },
    });
    expect(download.headers['content-type']).toBe('image/png');
    expect([...download.rawPayload]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const stranger = (await signIn(sandbox.app, 'manager')).access_token;
    expect((await call('GET', `/office/mail/attachment/${upload.body.id}/`, stranger)).status).toBe(404);
    const resend = await call('POST', '/office/mail/send/', client, {
      conversation_id: started.body.id,
      message: 'Again',
      attachment_ids: [upload.body.id],
    });
    expect(resend.status).toBe(400);
  });

  it('starts from a system template that needs an order number, and keeps the subscription choice', async () => {
    const noOrder = await call('POST', '/office/mail/start/system/', client, { template_id: 1 });
    expect(noOrder).toMatchObject({ status: 400, body: { errors: { order_number: [expect.any(String)] } } });
    const [own] = orders(sandbox.state()).of(2);
    const [foreign] = orders(sandbox.state()).of(1);
    const foreignOrder = await call('POST', '/office/mail/start/system/', client, {
      template_id: 1,
      order_number: foreign!.number,
    });
    expect(foreignOrder.status).toBe(400);
    const started = await call<{ id: number; order_number: string; unread: number }>(
      'POST',
      '/office/mail/start/system/',
      client,
      { template_id: 1, order_number: own!.number },
    );
    expect(started.body).toMatchObject({ order_number: own!.number, unread: 1 });

    await call('POST', '/office/mail/subscription/', client, { is_subscribed: false });
    expect((await call<ConversationList>('GET', '/office/mail/list/', client)).body.is_subscribed).toBe(false);
  });
});
