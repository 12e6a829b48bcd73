/** A payout document's address (application, signed copy, invoice, offer, acceptance), streamed by the gateway. */
export const payoutDocumentHref = (id: number): string => `/bff/v1/office/payouts/documents/${id}`;

/** A stored file's address (a company document uploaded with it). */
export const storedFileHref = (id: number): string => `/bff/v1/office/files/${id}`;
