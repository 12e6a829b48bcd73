/**
 * What each office upload accepts (DESIGN.md "Files in and out": a size and type limit per use).
 * The spec names the uploads (spec 2 §7: POST /greenway/file/upload/, mail attachments, event
 * document scans, the business-service form, the avatar of the profile, payout invoices) but shows
 * no limit: the figures and type lists are ours (`x-assumed`), kept in this one place for the
 * gateway (which refuses before anything reaches the upstream), the client (which says so before
 * sending) and the sandbox (which stands in for the upstream's own checks).
 */

const MIB = 1024 * 1024;

/** The types the office takes, each with how its bytes start (checked against the declared type). */
export type UploadType =
  | 'application/pdf'
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/heic'
  | 'application/msword'
  | 'application/vnd.ms-excel'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface UploadRule {
  /** The largest file, in bytes. */
  maxBytes: number;
  types: readonly UploadType[];
  /** Extensions the file picker offers (its `accept`), in the order shown to the user. */
  extensions: readonly string[];
}

const PDF_AND_IMAGES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const OFFICE_DOCUMENTS = [
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/** The profile photo (avatar_file_id of PUT /office/partner/profile/). */
export const AVATAR_UPLOAD: UploadRule = {
  maxBytes: 5 * MIB,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  extensions: ['.jpg', '.jpeg', '.png', '.webp'],
};

/** A mail attachment (POST /office/mail/attachment/upload/). */
export const MAIL_ATTACHMENT_UPLOAD: UploadRule = {
  maxBytes: 10 * MIB,
  types: [...PDF_AND_IMAGES, ...OFFICE_DOCUMENTS],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.xls', '.xlsx'],
};

/** A document scan of an event application (passport, payment order). */
export const EVENT_APPLICATION_UPLOAD: UploadRule = {
  maxBytes: 10 * MIB,
  types: [...PDF_AND_IMAGES, 'image/heic'],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.heic'],
};

/** The company's invoice attached to a payout (payout invoice file_id). */
export const PAYOUT_INVOICE_UPLOAD: UploadRule = {
  maxBytes: 20 * MIB,
  types: PDF_AND_IMAGES,
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
};

/** A document of a payout company (registration, bank details), sent with the company's card. */
export const PAYOUT_COMPANY_DOCUMENT_UPLOAD: UploadRule = {
  maxBytes: 20 * MIB,
  types: PDF_AND_IMAGES,
  extensions: ['.pdf', '.jpg', '.jpeg', '.png'],
};

/** Any other office document stored through POST /greenway/file/upload/ (contracts, service forms). */
export const DOCUMENT_UPLOAD: UploadRule = {
  maxBytes: 100 * MIB,
  types: [...PDF_AND_IMAGES, ...OFFICE_DOCUMENTS],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.xls', '.xlsx'],
};

/** A document sent with the business-service (business-telecom) form: company registration papers. */
export const BUSINESS_SERVICE_UPLOAD: UploadRule = {
  maxBytes: 20 * MIB,
  types: [...PDF_AND_IMAGES, ...OFFICE_DOCUMENTS],
  extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', '.xls', '.xlsx'],
};

/**
 * `x-assumed`: the form field the business-service upload files its documents under. The spec shows
 * the form's fields nowhere; we assume one document field of this name, which the form lists.
 */
export const BUSINESS_SERVICE_FILE_FIELD = 'documents';

/** The uses the office upload route takes (`?use=`), each with its rule. */
export const UPLOAD_RULES = {
  avatar: AVATAR_UPLOAD,
  'mail-attachment': MAIL_ATTACHMENT_UPLOAD,
  'payout-invoice': PAYOUT_INVOICE_UPLOAD,
  'payout-company-document': PAYOUT_COMPANY_DOCUMENT_UPLOAD,
  document: DOCUMENT_UPLOAD,
  'business-service': BUSINESS_SERVICE_UPLOAD,
} as const satisfies Record<string, UploadRule>;
export type UploadUse = keyof typeof UPLOAD_RULES;
export const UPLOAD_USES = Object.keys(UPLOAD_RULES) as UploadUse[];

/** The largest file any use takes: what the upstream stand-in accepts at most. */
export const LARGEST_UPLOAD_BYTES = Math.max(
  ...[...Object.values(UPLOAD_RULES), EVENT_APPLICATION_UPLOAD].map((r) => r.maxBytes),
);

/** Bytes needed to tell every type by its start. */
export const SIGNATURE_BYTES = 12;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** How each type's bytes start (its magic number): a file named .pdf that is not a PDF is refused. */
const SIGNATURES: Record<UploadType, (head: Uint8Array) => boolean> = {
  'application/pdf': (head) => startsWith(head, ascii('%PDF-')),
  'image/jpeg': (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  'image/png': (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8),
  'image/heic': (head) =>
    startsWith(head, ascii('ftyp'), 4) && ['heic', 'heix', 'mif1', 'msf1'].some((b) => startsWith(head, ascii(b), 8)),
  'application/msword': (head) => startsWith(head, OLE),
  'application/vnd.ms-excel': (head) => startsWith(head, OLE),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (head) => startsWith(head, ZIP),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (head) => startsWith(head, ZIP),
};

/** The declared type's essence when the rule takes it, lower-cased; undefined otherwise. */
export const acceptedType = (rule: UploadRule, declared: string): UploadType | undefined => {
  const essence = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return rule.types.find((type) => type === essence);
};

/** Whether the first SIGNATURE_BYTES of a file are what its type's files start with. */
export const matchesSignature = (type: UploadType, head: Uint8Array): boolean => SIGNATURES[type](head);
