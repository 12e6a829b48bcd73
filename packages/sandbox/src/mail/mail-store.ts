import type { MailRecipient } from '@gf/contracts/upstream/entities/mail';
import type { z } from 'zod';
import { type Conversation, type MailMessage, mailboxes } from '../state/mailboxes.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { users } from '../state/users.js';

export type Recipient = z.output<typeof MailRecipient>;

export const SUPPORT: Recipient = { type: 'support', id: null, name: 'Greenway support' };

/** System templates a conversation with support starts from (mail template/system). */
export const MAIL_TEMPLATES = [
  {
    id: 1,
    subject: 'Order delivery',
    title: 'Where is my order?',
    message: 'Hello! My order has not arrived yet. Could you check where it is?',
    needs_order: true,
  },
  {
    id: 2,
    subject: 'Return of goods',
    title: 'I want to return a product',
    message: 'Hello! I would like to return a product from my order.',
    needs_order: true,
  },
  {
    id: 3,
    subject: 'Bonus statement question',
    title: 'A question about my bonus',
    message: 'Hello! I have a question about the bonus in my statement for the last period.',
    needs_order: false,
  },
  {
    id: 4,
    subject: 'Change of personal data',
    title: 'Please update my personal data',
    message: 'Hello! Please change my personal data: ',
    needs_order: false,
  },
  {
    id: 5,
    subject: 'Event registration',
    title: 'A question about an event',
    message: 'Hello! I have a question about registration for an event.',
    needs_order: false,
  },
] as const;

/**
 * What the shared mailboxes do not keep: who each conversation is with, the recipient's copy of a
 * conversation between two users, and the attachments of each message.
 */
export class MailStore {
  private readonly recipients = new Map<number, Recipient>();
  /** Conversation id → the other side's copy; message id → its copy there. */
  private readonly peerConversations = new Map<number, number>();
  private readonly peerMessages = new Map<number, number>();
  readonly attachments = new Map<number, number[]>();
  /** Stored files already sent: an upload is attached to one message only. */
  readonly attached = new Set<number>();

  constructor(private readonly state: SandboxState) {}

  recipientOf(conversation: Conversation): Recipient {
    return this.recipients.get(conversation.id) ?? SUPPORT;
  }

  /** Starts a conversation; between two users the recipient gets a copy, so the mail reaches them. */
  start(
    userId: number,
    recipient: Recipient,
    head: Pick<Conversation, 'subject' | 'title' | 'orderNumber' | 'system'>,
  ): Conversation {
    const boxes = mailboxes(this.state);
    const conversation = boxes.start(userId, head);
    this.recipients.set(conversation.id, recipient);
    if (recipient.type !== 'support' && recipient.id !== null) {
      const sender = users(this.state).get(userId);
      const copy = boxes.start(recipient.id, { ...head, system: false });
      this.recipients.set(copy.id, { type: 'user', id: userId, name: sender?.name ?? '' });
      this.peerConversations.set(conversation.id, copy.id);
      this.peerConversations.set(copy.id, conversation.id);
    }
    return conversation;
  }

  /** The user's message, copied to the other side; support answers automatically (see `autoReply`). */
  send(conversation: Conversation, userId: number, text: string, fileIds: number[]): MailMessage {
    const boxes = mailboxes(this.state);
    const sentAt = new Date(this.state.now()).toISOString();
    const message = boxes.append(conversation, userId, text, sentAt);
    this.attach(message.id, fileIds);
    const peerId = this.peerConversations.get(conversation.id);
    const peer = boxes.conversations.find((c) => c.id === peerId);
    if (peer) {
      const copy = boxes.append(peer, userId, text, sentAt);
      this.attach(copy.id, fileIds);
      this.peerMessages.set(message.id, copy.id);
      this.peerMessages.set(copy.id, message.id);
    } else if (this.recipientOf(conversation).type === 'support') {
      this.autoReply(conversation, message, sentAt);
    }
    return message;
  }

  /**
   * Support acknowledges a message at once, unless its previous answer is still unread: the user then
   * gets one acknowledgement per exchange, deterministic and never a flood.
   */
  private autoReply(conversation: Conversation, message: MailMessage, sentAt: string): void {
    const lastAnswer = conversation.messages.findLast((m) => m.fromUserId === null);
    if (lastAnswer && !lastAnswer.read) return;
    message.read = true;
    const text = conversation.orderNumber
      ? `Thank you! We have passed your question about order ${conversation.orderNumber} to the logistics department and will answer within one working day.`
      : 'Thank you for your message! A support specialist will answer within one working day.';
    mailboxes(this.state).append(conversation, null, text, sentAt);
  }

  /** Marks a message read, and the sender's copy too, so the sender sees it was read. */
  markRead(message: MailMessage): void {
    message.read = true;
    const copyId = this.peerMessages.get(message.id);
    if (copyId === undefined) return;
    for (const conversation of mailboxes(this.state).conversations) {
      const copy = conversation.messages.find((m) => m.id === copyId);
      if (copy) copy.read = true;
    }
  }

  private attach(messageId: number, fileIds: number[]): void {
    if (fileIds.length === 0) return;
    this.attachments.set(messageId, fileIds);
    for (const id of fileIds) this.attached.add(id);
  }
}

export const mailStore = areaStore((state) => new MailStore(state));
