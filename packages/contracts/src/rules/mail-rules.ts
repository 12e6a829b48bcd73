/**
 * Limits of office mail (spec 2 §2 "Mail", §3 Mail entity). The spec shows none: the figures are
 * ours (`x-assumed` in the contract), kept here once for the gateway (400 before the upstream), the
 * client (says so while typing) and the sandbox (stands in for the upstream's checks). Each
 * attachment's own size and type limits are MAIL_ATTACHMENT_UPLOAD in upload-rules.ts.
 */

/** The longest message, in characters. */
export const MAIL_MESSAGE_MAX_LENGTH = 5000;

/** The longest subject of a new conversation, in characters. */
export const MAIL_SUBJECT_MAX_LENGTH = 200;

/** Attachments one message may carry. */
export const MAIL_ATTACHMENTS_MAX = 5;

/** Messages one page of a conversation holds: the latest on opening, older ones on scrolling up. */
export const MAIL_MESSAGES_PAGE_SIZE = 20;
