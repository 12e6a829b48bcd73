import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  MAIL_ATTACHMENTS_MAX,
  MAIL_MESSAGE_MAX_LENGTH,
  MAIL_MESSAGES_PAGE_SIZE,
  MAIL_SUBJECT_MAX_LENGTH,
} from '@gf/contracts/rules/mail-rules';
import { MAIL_ATTACHMENT_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { SEEDED_SUBJECTS_RU } from '@gf/sandbox/mail/mail-ru';
import { LONG_CONVERSATION_SUBJECT } from '@gf/sandbox/state/mailboxes';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { MAIL_PAGE_SIZE } from './mail-routes.js';

const MAIL = '/bff/v1/office/mail';
/** The demo partner's long seeded conversation (sandbox state/mailboxes.ts), as the ru site reads it (issue 23). */
const LONG_SUBJECT = SEEDED_SUBJECTS_RU[LONG_CONVERSATION_SUBJECT];
const TIMEOUT_MS = 300;
const PDF = Buffer.from('%PDF-1.7\n% a receipt for the support service\n');
const BOUNDARY = 'mail-routes-test';
const RECEIPT_NAME = 'квитанция 5001.pdf';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const multipart = (filename: string, type: string, content: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

interface Message {
  id: number;
  message: string;
  is_mine: boolean;
  is_read: boolean;
  attachments: { id: number; name: string; size: number }[];
}

/** A fresh idempotency key, as the client makes one per message. */
const newKey = () => `mail-test-key-${randomUUID()}`;

describe('office mail (spec 2 §2 "Mail", §7 mail calls)', () => {
  let h: Harness;
  let cookie: string;

  const calls = (operationId: string) => h.sandbox.callLog.count(operationId);
  const admin = (url: string, payload: object) =>
    h.sandbox.app.inject({ method: 'POST', url: `/__admin${url}`, payload });
  const headerCount = async (as = cookie) => (await h.get('/bff/v1/auth', as)).json().unread_mail as number;
  const conversations = async (as = cookie) =>
    (await h.get(MAIL, as)).json().conversations as { id: number; subject: string; unread: number }[];
  const open = async (id: number, as = cookie) => h.get(`${MAIL}/${id}`, as);
  const send = (id: number, body: object, as = cookie) =>
    h.post(`${MAIL}/${id}/messages`, { idempotency_key: newKey(), ...body }, as);

  beforeEach(async () => {
    h = await startHarness({ UPSTREAM_TIMEOUT_MS: TIMEOUT_MS });
    cookie = await h.signIn('partner');
  });
  afterEach(() => h.close());

  describe('conversation list (MailHome)', () => {
    it('lists conversations with unread counts in one call and stores the total for the header', async () => {
      await admin('/mail/messages', { login: 'partner', text: 'News from support' });
      const before = calls('mailList');
      const response = await h.get(MAIL, cookie);
      expect(response.statusCode).toBe(200);
      const reply = response.json();
      expect(reply.conversations.length).toBeGreaterThan(0);
      expect(reply.conversations.length).toBeLessThanOrEqual(MAIL_PAGE_SIZE);
      expect(reply.conversations[0]).toMatchObject({ subject: expect.any(String), unread: expect.any(Number) });
      const unread = reply.conversations.reduce((sum: number, c: { unread: number }) => sum + c.unread, 0);
      expect(reply.unread_mail).toBeGreaterThanOrEqual(unread);
      expect(reply.page).toBe(1);
      expect(calls('mailList') - before).toBe(1);
      // The message arrived after sign-in: the header learns it from the list.
      expect(await headerCount()).toBe(reply.unread_mail);
    });

    it('sends a visitor to MyOfficeAuth without calling the upstream', async () => {
      const before = calls('mailList');
      const response = await h.get(MAIL);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
      expect(calls('mailList')).toBe(before);
    });

    it('lets a suspended account, sent to MailHome, read its mail and write to support', async () => {
      const suspended = await h.signIn('suspended');
      const other = await h.get('/bff/v1/office/orders', suspended);
      expect(other.statusCode).toBe(403);
      expect(other.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
      expect((await h.get(MAIL, suspended)).statusCode).toBe(200);
      const started = await h.post(
        `${MAIL}/conversations`,
        { idempotency_key: newKey(), recipient: { type: 'support' }, subject: 'Suspended', message: 'Why?' },
        suspended,
      );
      expect(started.statusCode).toBe(200);
      expect((await open(started.json().conversation.id, suspended)).json().messages[0].message).toBe('Why?');
    });

    it('refuses a bad page with a field error', async () => {
      const response = await h.get(`${MAIL}?page=0`, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('page');
    });

    it('turns the email subscription off and on', async () => {
      const off = await h.post(`${MAIL}/subscription`, { is_subscribed: false }, cookie);
      expect(off.json()).toEqual({ is_subscribed: false });
      expect((await h.get(MAIL, cookie)).json().is_subscribed).toBe(false);
      await h.post(`${MAIL}/subscription`, { is_subscribed: true }, cookie);
      expect((await h.get(MAIL, cookie)).json().is_subscribed).toBe(true);
      const bad = await h.post(`${MAIL}/subscription`, { is_subscribed: 'no' }, cookie);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('a conversation', () => {
    it('opens with the latest page oldest first and pages back through every older message once', async () => {
      const long = (await conversations()).find((c) => c.subject === LONG_SUBJECT)!;
      const first = (await open(long.id)).json();
      expect(first.conversation).toMatchObject({
        id: long.id,
        subject: LONG_SUBJECT,
        order_number: expect.any(String),
      });
      expect(first.messages).toHaveLength(MAIL_MESSAGES_PAGE_SIZE);
      expect(first.has_older).toBe(true);
      const seen: number[] = first.messages.map((m: Message) => m.id);
      let older = true;
      while (older) {
        const page = await h.get(`${MAIL}/${long.id}/messages?before=${seen[0]}`, cookie);
        expect(page.statusCode).toBe(200);
        const ids = page.json().messages.map((m: Message) => m.id);
        expect(ids).toEqual(ids.toSorted((a: number, b: number) => a - b));
        seen.unshift(...ids);
        older = page.json().has_older;
      }
      expect(seen).toEqual(seen.toSorted((a, b) => a - b));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThan(2 * MAIL_MESSAGES_PAGE_SIZE);
    });

    it('answers another user’s conversation 404 whichever way it is reached', async () => {
      const foreign = (await conversations(await h.signIn('client')))[0]!.id;
      expect((await open(foreign)).statusCode).toBe(404);
      expect((await h.get(`${MAIL}/${foreign}/messages?before=1`, cookie)).statusCode).toBe(404);
      expect((await send(foreign, { message: 'Hello' })).statusCode).toBe(404);
    });

    it('marks messages read as they are seen and the header count follows', async () => {
      const { conversation_id, message_id } = (
        await admin('/mail/messages', { login: 'partner', text: 'Your parcel is on its way' })
      ).json();
      const opened = (await open(conversation_id)).json();
      expect(opened.messages.at(-1)).toMatchObject({ id: message_id, is_read: false, is_mine: false });
      const unread = opened.unread_mail;
      expect(await headerCount()).toBe(unread);
      const read = await h.post(`${MAIL}/read`, { message_ids: [message_id] }, cookie);
      expect(read.json()).toEqual({ unread_mail: unread - 1 });
      expect(await headerCount()).toBe(unread - 1);
      expect((await open(conversation_id)).json().messages.at(-1).is_read).toBe(true);
    });

    it('shows a message that arrived since the last poll, and the header count with it', async () => {
      const id = (await conversations())[0]!.id;
      const before = (await open(id)).json();
      await admin('/mail/messages', { login: 'partner', conversation_id: id, text: 'A new answer' });
      const after = (await open(id)).json();
      expect(after.messages.at(-1)).toMatchObject({ message: 'A new answer', is_mine: false });
      expect(after.unread_mail).toBe(before.unread_mail + 1);
      expect(await headerCount()).toBe(after.unread_mail);
    });
  });

  describe('writing', () => {
    it('replies with an uploaded attachment, which downloads streamed with its name and bytes', async () => {
      const id = (await conversations())[0]!.id;
      const upload = await h.post(
        `/bff/v1/office/files?use=mail-attachment`,
        multipart(RECEIPT_NAME, 'application/pdf', PDF),
        cookie,
        { 'content-type': MULTIPART_TYPE },
      );
      expect(upload.statusCode).toBe(200);
      const [fileId] = upload.json().file_ids as number[];
      const response = await send(id, { message: 'The receipt is attached.', attachment_ids: [fileId] });
      expect(response.statusCode).toBe(200);
      const { message } = response.json();
      expect(message).toMatchObject({
        message: 'The receipt is attached.',
        is_mine: true,
        attachments: [{ id: fileId, name: RECEIPT_NAME, size: PDF.length }],
      });
      expect(message.attachments[0]).not.toHaveProperty('url');
      const shown = (await open(id)).json().messages.find((m: Message) => m.id === message.id);
      expect(shown.attachments).toHaveLength(1);

      const download = await h.get(`${MAIL}/attachments/${fileId}`, cookie);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      // The name the user gave the file, in any script, survives the upload and comes back.
      expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(RECEIPT_NAME)}`);
      expect(download.rawPayload.equals(PDF)).toBe(true);
      // Someone else's mail holds no such attachment.
      expect((await h.get(`${MAIL}/attachments/${fileId}`, await h.signIn('client'))).statusCode).toBe(404);
    });

    it('refuses an oversized or forbidden attachment at the upload, with a field error, before the upstream', async () => {
      const before = calls('mailAttachmentUpload');
      const exe = await h.post(
        `/bff/v1/office/files?use=mail-attachment`,
        multipart('tool.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00')),
        cookie,
        { 'content-type': MULTIPART_TYPE },
      );
      expect(exe.statusCode).toBe(400);
      expect(exe.json().error.fields).toHaveProperty(UPLOAD_FIELD);
      const big = await h.post(
        `/bff/v1/office/files?use=mail-attachment`,
        multipart('big.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(MAIL_ATTACHMENT_UPLOAD.maxBytes)])),
        cookie,
        { 'content-type': MULTIPART_TYPE },
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().error.fields).toHaveProperty(UPLOAD_FIELD);
      expect(calls('mailAttachmentUpload')).toBe(before);
    });

    it.each([
      ['an empty message', { message: '' }, 'message'],
      ['a message of spaces', { message: '   \n ' }, 'message'],
      ['a message over the limit', { message: 'x'.repeat(MAIL_MESSAGE_MAX_LENGTH + 1) }, 'message'],
      [
        'too many attachments',
        { message: 'Hi', attachment_ids: Array.from({ length: MAIL_ATTACHMENTS_MAX + 1 }, (_, i) => i + 1) },
        'attachment_ids',
      ],
      ['the same attachment twice', { message: 'Hi', attachment_ids: [7, 7] }, 'attachment_ids'],
      ['no idempotency key', { idempotency_key: undefined, message: 'Hi' }, 'idempotency_key'],
    ])('refuses %s with a field error before any upstream call', async (_name, body, field) => {
      const id = (await conversations())[0]!.id;
      const before = calls('mailSend');
      const response = await send(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
      expect(calls('mailSend')).toBe(before);
    });

    it('refuses a send without the CSRF header', async () => {
      const id = (await conversations())[0]!.id;
      const before = calls('mailSend');
      const response = await h.app.inject({
        method: 'POST',
        url: `${MAIL}/${id}/messages`,
        headers: { host: 'ru.localhost:3000', cookie, origin: 'http://ru.localhost:3000' },
        payload: { idempotency_key: newKey(), message: 'Hi' },
      });
      expect(response.statusCode).toBe(403);
      expect(calls('mailSend')).toBe(before);
    });

    it('sends once for racing duplicates and a repeated key, and the same message comes back', async () => {
      const id = (await conversations())[0]!.id;
      const before = calls('mailSend');
      const body = { idempotency_key: newKey(), message: 'Only once, please.' };
      const replies = await Promise.all([1, 2, 3].map(() => h.post(`${MAIL}/${id}/messages`, body, cookie)));
      const again = await h.post(`${MAIL}/${id}/messages`, body, cookie);
      const ids = [...replies, again].map((r) => r.json().message.id);
      expect(new Set(ids).size).toBe(1);
      expect(calls('mailSend') - before).toBe(1);
      const shown = (await open(id)).json().messages.filter((m: Message) => m.message === body.message);
      expect(shown).toHaveLength(1);
    });

    it('answers a key sent again with another message 409, and sends nothing more', async () => {
      const id = (await conversations())[0]!.id;
      const key = newKey();
      expect(
        (await h.post(`${MAIL}/${id}/messages`, { idempotency_key: key, message: 'First.' }, cookie)).statusCode,
      ).toBe(200);
      const before = calls('mailSend');
      const other = await h.post(
        `${MAIL}/${id}/messages`,
        { idempotency_key: key, message: 'Something else.' },
        cookie,
      );
      expect(other.statusCode).toBe(409);
      expect(other.json().error.code).toBe('idempotency_key_reused');
      expect(calls('mailSend')).toBe(before);
    });

    it('retries a send whose reply was lost without sending it twice', async () => {
      const id = (await conversations())[0]!.id;
      const body = { idempotency_key: newKey(), message: 'Did this arrive?' };
      // The upstream stores the message but answers after the gateway gave up.
      await admin('/faults', { fault: `latency=${TIMEOUT_MS * 8}`, operations: ['mailSend'], times: 1 });
      const lost = await h.post(`${MAIL}/${id}/messages`, body, cookie);
      expect(lost.statusCode).toBe(504);
      const landed = async () =>
        (await open(id)).json().messages.some((m: Message) => m.message === body.message) as boolean;
      while (!(await landed())) await sleep(50);
      const before = calls('mailSend');
      const retry = await h.post(`${MAIL}/${id}/messages`, body, cookie);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().message).toMatchObject({ message: body.message, is_mine: true });
      expect(calls('mailSend')).toBe(before);
      const shown = (await open(id)).json().messages.filter((m: Message) => m.message === body.message);
      expect(shown).toHaveLength(1);
    });

    it('sends again on retry when the upstream refused or failed before storing', async () => {
      const id = (await conversations())[0]!.id;
      const body = { idempotency_key: newKey(), message: 'Second try.' };
      await admin('/faults', { fault: 'status=502', operations: ['mailSend'], times: 1 });
      expect((await h.post(`${MAIL}/${id}/messages`, body, cookie)).statusCode).toBe(502);
      const retry = await h.post(`${MAIL}/${id}/messages`, body, cookie);
      expect(retry.statusCode).toBe(200);
      const shown = (await open(id)).json().messages.filter((m: Message) => m.message === body.message);
      expect(shown).toHaveLength(1);
    });

    it('starts a conversation with support with an attachment, once per key', async () => {
      const upload = await h.post(
        `/bff/v1/office/files?use=mail-attachment`,
        multipart('photo.pdf', 'application/pdf', PDF),
        cookie,
        { 'content-type': MULTIPART_TYPE },
      );
      const body = {
        idempotency_key: newKey(),
        recipient: { type: 'support' },
        subject: 'A damaged parcel',
        message: 'The box arrived torn.',
        attachment_ids: upload.json().file_ids,
      };
      const before = calls('mailStart');
      const [first, second] = await Promise.all([
        h.post(`${MAIL}/conversations`, body, cookie),
        h.post(`${MAIL}/conversations`, body, cookie),
      ]);
      expect(first.statusCode).toBe(200);
      expect(first.json().conversation).toMatchObject({ subject: 'A damaged parcel', recipient: { type: 'support' } });
      expect(second.json().conversation.id).toBe(first.json().conversation.id);
      expect(calls('mailStart') - before).toBe(1);
      const opened = (await open(first.json().conversation.id)).json();
      expect(opened.messages[0]).toMatchObject({
        message: 'The box arrived torn.',
        attachments: [{ name: 'photo.pdf' }],
      });
    });

    it('retries a start whose reply was lost without starting a second conversation', async () => {
      const body = {
        idempotency_key: newKey(),
        recipient: { type: 'support' },
        subject: 'Lost reply, one conversation',
        message: 'Did my question arrive?',
      };
      await admin('/faults', { fault: `latency=${TIMEOUT_MS * 8}`, operations: ['mailStart'], times: 1 });
      expect((await h.post(`${MAIL}/conversations`, body, cookie)).statusCode).toBe(504);
      const started = async () => (await conversations()).filter((c) => c.subject === body.subject);
      while ((await started()).length === 0) await sleep(50);
      const before = calls('mailStart');
      const retry = await h.post(`${MAIL}/conversations`, body, cookie);
      expect(retry.statusCode).toBe(200);
      expect(calls('mailStart')).toBe(before);
      const [only, ...more] = await started();
      expect(more).toEqual([]);
      expect(retry.json().conversation.id).toBe(only!.id);
    });

    it.each([
      ['an empty subject', { subject: ' ' }, 'subject'],
      ['a subject over the limit', { subject: 's'.repeat(MAIL_SUBJECT_MAX_LENGTH + 1) }, 'subject'],
      ['an empty message', { message: '' }, 'message'],
      ['a user recipient without id', { recipient: { type: 'user' } }, 'recipient.id'],
      ['an unknown recipient', { recipient: { type: 'everyone' } }, 'recipient.type'],
    ])('refuses a new conversation with %s before any upstream call', async (_name, change, field) => {
      const before = calls('mailStart');
      const response = await h.post(
        `${MAIL}/conversations`,
        { idempotency_key: newKey(), recipient: { type: 'support' }, subject: 'S', message: 'M', ...change },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toContain(field);
      expect(calls('mailStart')).toBe(before);
    });

    it('passes the upstream’s field errors on: a user outside the team', async () => {
      const response = await h.post(
        `${MAIL}/conversations`,
        { idempotency_key: newKey(), recipient: { type: 'user', id: 2_000_000 }, subject: 'S', message: 'M' },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(['recipient.id']);
    });

    it('offers system templates and starts from one that needs the order number', async () => {
      const templates = (await h.get(`${MAIL}/templates`, cookie)).json().templates;
      const withOrder = templates.find((t: { needs_order: boolean }) => t.needs_order);
      const missing = await h.post(
        `${MAIL}/conversations/system`,
        { idempotency_key: newKey(), template_id: withOrder.id },
        cookie,
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toHaveProperty('order_number');
      const number = (await h.get('/bff/v1/office/orders', cookie)).json().orders[0].number;
      const started = await h.post(
        `${MAIL}/conversations/system`,
        { idempotency_key: newKey(), template_id: withOrder.id, order_number: number },
        cookie,
      );
      expect(started.json().conversation).toMatchObject({ order_number: number, recipient: { type: 'support' } });
    });

    it('offers the sponsor as a recipient only to a user the profile gives one (issue 32 item 6)', async () => {
      // The demo partner heads the structure: no sponsor, so support only.
      expect((await h.get(`${MAIL}/recipients`, cookie)).json().recipients).toEqual([{ type: 'support' }]);
      const client = (await h.get(`${MAIL}/recipients`, await h.signIn('client'))).json().recipients;
      expect(client).toEqual([
        { type: 'support' },
        { type: 'sponsor', name: expect.any(String), number: expect.any(String) },
      ]);
      // A suspended account reads no profile; its mail still reaches support.
      const suspended = await h.get(`${MAIL}/recipients`, await h.signIn('suspended'));
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json().recipients).toEqual([{ type: 'support' }]);
    });
  });
});
