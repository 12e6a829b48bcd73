import type { RouteName } from '../../config/paths';
import { legalPageRead } from '../../features/legal/api/get-legal-page';
import { page, serverPage } from '../page-route';

/** A legal page reads its text by its own path. */
const legalText = serverPage({ query: {}, reads: ({ path }) => [legalPageRead(path)] });

/** Spec 1 §2: every legal page is the one legal view; it reads its path from the address and its text from the CMS. */
const legal = (name: RouteName) =>
  page(
    name,
    'corporate',
    () => import('../../features/legal/legal-page').then((m) => m.LegalPage),
    ['legal', 'corporate'],
    legalText,
  );

export const legalPages = [
  legal('HowToBuy'),
  legal('LegalAccountDeleteInfo'),
  legal('LegalSiteOwnerPublicOffer'),
  legal('LegalSellerPublicOffer'),
  legal('LegalNonDisclosureAgreement'),
  legal('LegalTermsOfUse'),
  legal('LegalRefund'),
  legal('LegalDeliveryAndStorage'),
  legal('LegalWhereToApply'),
  legal('LegalRecommendationTechnologies'),
  legal('LegalDocs'),
  legal('PublicOffer'),
  legal('PublicOfferGwMarkets'),
  legal('PrivacyPolicy'),
  legal('ReturnPolicy'),
  legal('PrivacyPolicyGwMarkets'),
  legal('CookiesPolicy'),
  legal('MailingConsent'),
  legal('MailingConsentIt'),
  legal('UserContentPublishingRules'),
  legal('RecommendedForms'),
  legal('TermsOfInstallments'),
  legal('TestAccessAgreement'),
];
