import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { ScrollArea } from '../../../../ui/scroll-area';
import { Spinner } from '../../../../ui/spinner';
import { useMarkRead } from '../api/mark-read';
import styles from '../mail-conversation.module.css';
import { MessageItem } from './message-item';
import type { useThread } from './use-thread';

/** How far from the bottom (px) still counts as reading the newest: new messages then scroll into view. */
const STICK_TO_BOTTOM_PX = 80;
/** Older messages load this far (px) before the reader reaches the top. */
const LOAD_OLDER_AHEAD_PX = 200;
/** How much of a message must be in view to count as seen. */
const SEEN_RATIO = 0.6;
/** Messages seen within this time (ms) are marked read in one call. */
const READ_BATCH_MS = 300;

interface ThreadProps {
  thread: ReturnType<typeof useThread>;
  /** Changes with every poll: messages still unread after a failed read call are tried again. */
  polledAt: number;
  /** Who writes the other side's messages (support, the sponsor, a name). */
  other: string;
  /** Whether seeing a message marks it read (not while a manager spectates). */
  marksRead: boolean;
}

/**
 * The messages, newest at the bottom, in a box of their own: it opens at the bottom, loads older
 * messages as the reader scrolls up (keeping the place), follows new messages while the reader is
 * at the bottom, and marks the other side's messages read as they come into view (read/message).
 */
export const Thread = ({ thread, polledAt, other, marksRead }: ThreadProps) => {
  const { t } = useTranslation('mail');
  const box = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const anchor = useRef<number | null>(null);
  const markRead = useMarkRead();
  const { messages, hasOlder, older, loadOlder, markRead: markReadHere } = thread;
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);
  const shownOldest = useRef(oldestId);

  const loadOlderKeepingPlace = () => {
    const element = box.current;
    if (element) anchor.current = element.scrollHeight - element.scrollTop;
    void loadOlder();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newest message (by id) is when to follow the bottom.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (anchor.current !== null && oldestId !== shownOldest.current) {
      element.scrollTop = element.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (stick.current || newest?.is_mine) {
      element.scrollTop = element.scrollHeight;
    }
    shownOldest.current = oldestId;
  }, [oldestId, newest?.id, newest?.is_mine]);

  // Scrolling near the top loads the page before; observed again once it came, in case the top is still in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: oldestId re-arms the observer after each page.
  useEffect(() => {
    const element = top.current;
    if (!element || !box.current || !hasOlder || older.loading || older.error) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadOlderKeepingPlace();
      },
      { root: box.current, rootMargin: `${LOAD_OLDER_AHEAD_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasOlder, older.loading, older.error, oldestId]);

  // The other side's unread messages are marked read once seen; the header's count follows the reply.
  const unreadIds = messages.filter((m) => !m.is_mine && !m.is_read).map((m) => m.id);
  const unreadKey = unreadIds.join(',');
  const asked = useRef(new Set<number>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: unreadKey and polledAt say when to look again.
  useEffect(() => {
    const root = box.current;
    if (!root || unreadKey === '' || !marksRead) return;
    let queued: number[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const ids = queued;
      queued = [];
      for (const id of ids) asked.current.add(id);
      markRead.mutate(
        { body: { message_ids: ids } },
        {
          onSuccess: () => markReadHere(ids),
          // Not marked: asked again when the next poll comes.
          onError: () => {
            for (const id of ids) asked.current.delete(id);
          },
        },
      );
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (document.visibilityState !== 'visible') return;
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          if (entry.intersectionRatio >= SEEN_RATIO && !asked.current.has(id) && !queued.includes(id)) queued.push(id);
        }
        if (queued.length > 0 && timer === undefined)
          timer = setTimeout(() => {
            timer = undefined;
            flush();
          }, READ_BATCH_MS);
      },
      { root, threshold: SEEN_RATIO },
    );
    for (const element of root.querySelectorAll<HTMLElement>('[data-unread]')) observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) {
        clearTimeout(timer);
        if (queued.length > 0) flush();
      }
    };
  }, [unreadKey, polledAt, marksRead]);

  return (
    <ScrollArea
      ref={box}
      className={styles.thread}
      // The message box scrolls; keyboard users scroll it too.
      tabIndex={0}
      role="log"
      aria-label={t('conversation.messages')}
      onScroll={(event) => {
        const element = event.currentTarget;
        stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
      }}
    >
      <div ref={top} className={styles.older}>
        {older.loading ? (
          <Spinner label={t('conversation.loadingOlder')} />
        ) : older.error ? (
          <Alert>
            <p>{t('conversation.olderFailed')}</p>
            <Button variant="secondary" onClick={loadOlderKeepingPlace}>
              {t('retry')}
            </Button>
          </Alert>
        ) : hasOlder ? (
          <Button variant="quiet" onClick={loadOlderKeepingPlace}>
            {t('conversation.showOlder')}
          </Button>
        ) : (
          <p className={styles.beginning}>{t('conversation.beginning')}</p>
        )}
      </div>
      <ol className={styles.messages}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} other={other} />
        ))}
      </ol>
    </ScrollArea>
  );
};
