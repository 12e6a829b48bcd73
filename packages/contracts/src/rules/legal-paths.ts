/**
 * Spec 1 §2: the legal pages, all shown by one legal view whose text the CMS serves at
 * `/page{path}/`. A path outside this list is not a legal page and answers 404 without an
 * upstream call.
 */
export const LEGAL_PATHS = [
  '/how-to-buy',
  '/legal/account-delete-info',
  '/legal/site-owner-public-offer',
  '/legal/seller-public-offer',
  '/legal/non-disclosure-agreement',
  '/legal/terms-of-use',
  '/legal/refund',
  '/legal/delivery-and-storage',
  '/legal/where-to-apply',
  '/legal/recommendation-technologies',
  '/legal/docs',
  '/public-offer',
  '/public-offer-gw-markets',
  '/privacy-policy',
  '/return-policy',
  '/privacy-policy-gw-markets',
  '/cookies-policy',
  '/mailing_consent',
  '/mailing_consent_it',
  '/user-content-publishing-rules',
  '/recommended-forms',
  '/terms-of-installments',
  '/test-access-agreement',
] as const;

export type LegalPath = (typeof LEGAL_PATHS)[number];

export const isLegalPath = (path: string): path is LegalPath => (LEGAL_PATHS as readonly string[]).includes(path);
