import type { Sample } from '../sample.js';

/** Seeded mailboxes: conversations 1–3 are the demo partner's, 4–6 the client's. */
export const mailSamples: Sample[] = [
  { operationId: 'mailList', as: 'partner', query: { page: '1', per_page: '10' } },
  { operationId: 'mailSystemTemplates', as: 'partner' },
  {
    operationId: 'mailStart',
    as: 'client',
    body: {
      recipient: { type: 'sponsor', id: null },
      subject: 'Catalogue for December',
      message: 'Hello! Is there a new catalogue?',
    },
  },
  { operationId: 'mailStartSystem', as: 'partner', body: { template_id: 3 } },
  { operationId: 'mailConversation', as: 'partner', path: '/office/mail/1/' },
  { operationId: 'mailConversation', as: 'partner', path: '/office/mail/4/', status: 404 },
  { operationId: 'mailMessages', as: 'partner', query: { conversation_id: '2', count: '5' } },
  { operationId: 'mailSend', as: 'partner', body: { conversation_id: 2, message: 'Thank you, one more question.' } },
  { operationId: 'mailReadMessage', as: 'partner', body: { message_ids: [1] } },
  {
    operationId: 'mailAttachmentUpload',
    as: 'partner',
    multipart: { fields: {}, file: { field: 'file', filename: 'receipt.txt', content: 'Receipt GW-5001' } },
  },
  // An attachment id nobody uploaded.
  { operationId: 'mailAttachment', as: 'partner', path: '/office/mail/attachment/999/', status: 404 },
  { operationId: 'mailSubscription', as: 'partner', body: { is_subscribed: false } },
];
