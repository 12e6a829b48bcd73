import { orders } from './orders.js';
import { areaStore, type SandboxState } from './sandbox-state.js';
import { users } from './users.js';

export interface MailMessage {
  id: number;
  fromUserId: number | null;
  text: string;
  sentAt: string;
  read: boolean;
}

export interface Conversation {
  id: number;
  userId: number;
  subject: string;
  title: string;
  orderNumber: string | null;
  system: boolean;
  messages: MailMessage[];
}

const SUBJECTS = [
  'Order delivery',
  'Bonus statement question',
  'Event registration',
  'Payout documents',
  'Welcome to the team',
];

/** The demo partner (users.ts id 1) has one long conversation: paging back through it needs it. */
const LONG_CONVERSATION_USER_ID = 1;
export const LONG_CONVERSATION_SUBJECT = 'Catalogue and stock questions';
const LONG_CONVERSATION_MESSAGES = 45;

/** Each user's mail: a few seeded conversations, some unread, and the demo partner's long one. */
export class Mailboxes {
  readonly conversations: Conversation[] = [];
  nextMessageId = 1;
  subscribed = new Map<number, boolean>();

  constructor(state: SandboxState) {
    const random = state.random('mail');
    let id = 1;
    for (const user of users(state)
      .all()
      .filter((u) => u.id < 100)) {
      for (let i = 0; i < 3; i += 1) {
        const subject = SUBJECTS[(user.id + i) % SUBJECTS.length] as string;
        const messages: MailMessage[] = [];
        for (let m = 0; m < random.int(1, 4); m += 1) {
          messages.push({
            id: this.nextMessageId++,
            fromUserId: m % 2 === 0 ? null : user.id,
            text: m % 2 === 0 ? `Support: about "${subject}", here is what we found.` : 'Thank you, that helps.',
            sentAt: new Date(Date.UTC(2026, 9, 1 + i * 3 + m, 9, 30)).toISOString(),
            read: i > 0 || m > 0,
          });
        }
        this.conversations.push({
          id: id++,
          userId: user.id,
          subject,
          title: subject,
          orderNumber: null,
          system: i === 0,
          messages,
        });
      }
    }
    // Seeded after the others, so their ids and texts stay what they were.
    const long: MailMessage[] = [];
    for (let m = 0; m < LONG_CONVERSATION_MESSAGES; m += 1) {
      const fromSupport = m % 2 === 0;
      long.push({
        id: this.nextMessageId++,
        fromUserId: fromSupport ? null : LONG_CONVERSATION_USER_ID,
        text: fromSupport
          ? `Support, answer ${m / 2 + 1}: the stock of the catalogue items is updated every morning.`
          : `Question ${(m + 1) / 2}: is item ${100 + m} back in stock?`,
        sentAt: new Date(Date.UTC(2026, 9, 20, 8, m)).toISOString(),
        read: true,
      });
    }
    this.conversations.push({
      id: id++,
      userId: LONG_CONVERSATION_USER_ID,
      subject: LONG_CONVERSATION_SUBJECT,
      title: LONG_CONVERSATION_SUBJECT,
      // About the partner's first order, so the conversation links to it.
      orderNumber: orders(state).of(LONG_CONVERSATION_USER_ID)[0]?.number ?? null,
      system: false,
      messages: long,
    });
  }

  of(userId: number): Conversation[] {
    return this.conversations.filter((c) => c.userId === userId);
  }

  unread(userId: number): number {
    return this.of(userId).reduce(
      (sum, c) => sum + c.messages.filter((m) => !m.read && m.fromUserId !== userId).length,
      0,
    );
  }

  /** A new, empty conversation of the user (mail start). */
  start(userId: number, head: Pick<Conversation, 'subject' | 'title' | 'orderNumber' | 'system'>): Conversation {
    const id = Math.max(0, ...this.conversations.map((c) => c.id)) + 1;
    const conversation: Conversation = { id, userId, ...head, messages: [] };
    this.conversations.push(conversation);
    return conversation;
  }

  /** Appends a message; `fromUserId` null is support. Unread unless `read`. */
  append(
    conversation: Conversation,
    fromUserId: number | null,
    text: string,
    sentAt: string,
    read = false,
  ): MailMessage {
    const message: MailMessage = { id: this.nextMessageId++, fromUserId, text, sentAt, read };
    conversation.messages.push(message);
    return message;
  }
}

export const mailboxes = areaStore((state) => new Mailboxes(state));
