import { MAIL_MESSAGES_PAGE_SIZE } from '@gf/contracts/rules/mail-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchOlderMessages, type MailConversationReply, type MailMessage } from '../api/get-conversation';

interface Thread {
  /** Every message the page has, by id: the latest pages polled and the older ones scrolled to. */
  byId: ReadonlyMap<number, MailMessage>;
  hasOlder: boolean;
}

const chronological = (a: MailMessage, b: MailMessage) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

const merge = (thread: Thread, messages: readonly MailMessage[], hasOlder = thread.hasOlder): Thread => {
  const byId = new Map(thread.byId);
  for (const message of messages) {
    // A message once read stays read: a poll answered before the read call cannot undo it.
    const kept = byId.get(message.id);
    byId.set(message.id, kept?.is_read && !message.is_read ? { ...message, is_read: true } : message);
  }
  return { byId, hasOlder };
};

/**
 * A conversation's messages as the page shows them, oldest first: each poll of the latest page
 * merged in (a message that arrived shows without a reload), older pages added on scrolling up,
 * and the page's own changes (a sent message, messages read) applied at once.
 */
export const useThread = (latest: MailConversationReply | undefined, conversationId: number) => {
  const [thread, setThread] = useState<Thread>({ byId: new Map(), hasOlder: false });
  const [older, setOlder] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const started = useRef(false);

  useEffect(() => {
    if (!latest) return;
    setThread((current) => {
      const newest = Math.max(0, ...current.byId.keys());
      // More arrived since the last poll than one page holds: what the page has no longer joins
      // the latest page, so it starts again from it.
      const gap =
        started.current &&
        latest.messages.length >= MAIL_MESSAGES_PAGE_SIZE &&
        latest.messages.every((m) => m.id > newest);
      const first = !started.current || gap;
      started.current = true;
      return first
        ? merge({ byId: new Map(), hasOlder: latest.has_older }, latest.messages)
        : merge(current, latest.messages);
    });
  }, [latest]);

  const messages = [...thread.byId.values()].sort(chronological);
  const oldest = messages[0]?.id;

  const loadOlder = useCallback(async () => {
    if (oldest === undefined || older.loading) return;
    setOlder({ loading: true, error: null });
    try {
      const page = await fetchOlderMessages(conversationId, oldest);
      setThread((current) => merge(current, page.messages, page.has_older));
      setOlder({ loading: false, error: null });
    } catch (error) {
      setOlder({ loading: false, error });
    }
  }, [conversationId, oldest, older.loading]);

  const add = useCallback((message: MailMessage) => setThread((current) => merge(current, [message])), []);

  const markRead = useCallback(
    (ids: readonly number[]) =>
      setThread((current) =>
        merge(
          current,
          ids.flatMap((id) => {
            const message = current.byId.get(id);
            return message ? [{ ...message, is_read: true }] : [];
          }),
        ),
      ),
    [],
  );

  return { messages, hasOlder: thread.hasOlder, older, loadOlder, add, markRead };
};
