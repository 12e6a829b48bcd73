/**
 * The CMS pages read by GET /page{path}/: every legal path of spec 1 §2, plus the corporate pages
 * without a call of their own (/production, /geography, /geography/markets). Texts name the site's
 * country, currency and phone through the {country}, {currency} and {phone} placeholders.
 */
export interface CmsPage {
  path: string;
  title: string;
  sections: [heading: string, text: string][];
}

const COMPANY = 'Greenway Global LLC';

export const CMS_PAGES: readonly CmsPage[] = [
  {
    path: '/how-to-buy',
    title: 'How to buy',
    sections: [
      [
        'Choose products',
        'Browse the shop by brand or by section, or use the search. Add products to the cart; the cart keeps them while you keep shopping.',
      ],
      [
        'Sign in or order with a referral code',
        'Clients and partners sign in to their account. A visitor may also order with the referral code of a partner, who will be your consultant.',
      ],
      [
        'Delivery and payment',
        'At checkout pick courier delivery, a pickup point or a company office, then pay by card, from your internal account or by another method offered in {country}. Prices are in {currency}.',
      ],
      [
        'Receiving the order',
        'You receive an SMS and an e-mail when the order is shipped and when it reaches the pickup point. Confirm receipt in your office so that the points of the order are counted.',
      ],
    ],
  },
  {
    path: '/legal/account-delete-info',
    title: 'How to delete your account',
    sections: [
      [
        'Request',
        'You may ask to delete your account at any time: write to the support service from the e-mail of the account or call {phone}.',
      ],
      [
        'What is deleted',
        'Your profile, addresses, favourites and reviews are deleted within 30 days. Orders and payments are kept for as long as accounting and tax law of {country} requires.',
      ],
      [
        'Partners',
        'A partner account with a team or with unpaid bonuses is closed only after the bonuses are paid out and the team is moved to your sponsor.',
      ],
    ],
  },
  {
    path: '/legal/site-owner-public-offer',
    title: 'Public offer of the site owner',
    sections: [
      [
        '1. General provisions',
        `This offer of ${COMPANY} (the Site Owner) sets the terms on which the site and its services are made available to users in {country}.`,
      ],
      [
        '2. Subject',
        'The Site Owner grants the user access to the catalogue, the personal office and the information services of the site free of charge.',
      ],
      [
        '3. Acceptance',
        'Registration on the site or an order placed on it is full and unconditional acceptance of this offer.',
      ],
      [
        '4. Liability',
        'The Site Owner is not liable for interruptions caused by maintenance announced in advance or by circumstances beyond its control.',
      ],
    ],
  },
  {
    path: '/legal/seller-public-offer',
    title: 'Public offer of the seller',
    sections: [
      [
        '1. Subject',
        'The Seller undertakes to transfer the ordered goods to the Buyer, and the Buyer undertakes to accept and pay for them at the prices in {currency} shown in the shop at the time of the order.',
      ],
      [
        '2. Order and payment',
        'An order is made on the site. It is binding for the Seller once paid in full; unpaid orders are cancelled after 3 days.',
      ],
      [
        '3. Delivery',
        'Goods are delivered to the address or pickup point chosen by the Buyer. Ownership passes to the Buyer on receipt.',
      ],
      [
        '4. Returns',
        'Goods of proper quality may be returned within 14 days in their original packaging, except goods that may not be returned under the law of {country}.',
      ],
    ],
  },
  {
    path: '/legal/non-disclosure-agreement',
    title: 'Non-disclosure agreement',
    sections: [
      [
        'Confidential information',
        'Information about the structure of partners, their personal data, turnover and bonuses that a partner sees in the office is confidential.',
      ],
      [
        'Obligations',
        'The partner uses this information only to work with their own team and does not pass it to third parties, during the agreement and for 3 years after it ends.',
      ],
      [
        'Breach',
        'A breach may lead to the suspension of the partner account and to compensation of the damage caused.',
      ],
    ],
  },
  {
    path: '/legal/terms-of-use',
    title: 'Terms of use',
    sections: [
      [
        '1. Acceptance of the terms',
        `By using the site you accept these terms. The site is operated by ${COMPANY} for users in {country}.`,
      ],
      [
        '2. Account',
        'You keep your login, password and SMS codes secret and are responsible for actions taken in your account. Tell us at once at {phone} if you suspect misuse.',
      ],
      [
        '3. Content',
        'Texts, photos and trademarks on the site belong to the company or its licensors and may not be copied without permission. Reviews you publish must follow the rules of publishing user content.',
      ],
      ['4. Changes', 'We may change these terms; the new version applies from its publication on this page.'],
    ],
  },
  {
    path: '/legal/refund',
    title: 'Refunds',
    sections: [
      [
        'When money is refunded',
        'Money is refunded for a cancelled order, for goods returned within the return period and for goods missing from a delivered order.',
      ],
      [
        'How',
        'A refund goes back to the card or account used for payment within 10 working days; an order paid from the internal account is refunded to that account at once.',
      ],
      ['Currency', 'Refunds are made in {currency}, the currency of the order.'],
    ],
  },
  {
    path: '/legal/delivery-and-storage',
    title: 'Delivery and storage',
    sections: [
      [
        'Delivery times',
        'Orders are assembled within 2 working days. Delivery in {country} takes 2 to 10 days, depending on the city and the delivery service.',
      ],
      [
        'Storage at a pickup point',
        'An order waits at a pickup point for its storage period, usually 7 days; after that it returns to the warehouse and its payment is refunded.',
      ],
      [
        'Temperature-sensitive goods',
        'Gels and liquids are not shipped by services without heated storage when the outside temperature is below −15 °C.',
      ],
    ],
  },
  {
    path: '/legal/where-to-apply',
    title: 'Where to apply',
    sections: [
      ['Customer service', 'Questions about orders, delivery and returns: {phone}, daily from 9:00 to 21:00.'],
      ['Partner support', 'Questions about bonuses, the team and the office: write from the office mail section.'],
      [
        'Consumer protection',
        'If we could not solve your issue, you may apply to the consumer protection authority of {country}.',
      ],
    ],
  },
  {
    path: '/legal/recommendation-technologies',
    title: 'Recommendation technologies',
    sections: [
      [
        'What we recommend',
        'The shop recommends products based on your cart, the products you buy periodically and the answers you gave in the dietary-supplement test.',
      ],
      [
        'Data used',
        'Recommendations use your order history and browsing within the site only; we do not buy data about you from third parties.',
      ],
      ['Opting out', 'You may turn personal recommendations off in your profile; you will then see general ones.'],
    ],
  },
  {
    path: '/legal/docs',
    title: 'Documents',
    sections: [
      [
        'Company documents',
        `Registration certificate, tax number and the charter of ${COMPANY} are available on request from the support service.`,
      ],
      [
        'Product certificates',
        'Declarations of conformity and certificates for every product are listed on the product page under Certificates.',
      ],
      ['Agreements', 'The public offers, the privacy policy and the partner agreement are published on this site.'],
    ],
  },
  {
    path: '/public-offer',
    title: 'Public offer',
    sections: [
      [
        '1. Parties',
        `${COMPANY} (the Company) offers any adult person in {country} to become a partner on the terms set out below.`,
      ],
      [
        '2. Rights of the partner',
        'The partner buys products at partner prices, builds a team and receives bonuses according to the marketing plan.',
      ],
      [
        '3. Obligations of the partner',
        'The partner presents products honestly, makes no medical claims about them and follows the standards and rules of the Company.',
      ],
      ['4. Term', 'The agreement is concluded for an indefinite term. Either party may end it with 30 days notice.'],
    ],
  },
  {
    path: '/public-offer-gw-markets',
    title: 'Public offer for GW Markets',
    sections: [
      [
        '1. Subject',
        'A partner running a GW Market (a point of sale of Company products) buys products from the Company for resale to customers in {country}.',
      ],
      [
        '2. Prices',
        'Products are sold to the GW Market at the partner price in {currency}; the retail price is recommended by the Company.',
      ],
      [
        '3. Reporting',
        'The GW Market reports its sales monthly; customers it registers are attached to it as clients.',
      ],
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    sections: [
      [
        '1. Who processes your data',
        `${COMPANY} processes personal data of users of the site in {country} as the data controller.`,
      ],
      [
        '2. What data we process',
        'Name, phone, e-mail, delivery addresses, order history and, for partners, bank details for payouts.',
      ],
      [
        '3. Why',
        'To register you, deliver orders, pay bonuses, answer your requests and, with your consent, send news and offers.',
      ],
      [
        '4. Your rights',
        'You may ask for a copy of your data, its correction or deletion, and withdraw your consent at any time by calling {phone}.',
      ],
    ],
  },
  {
    path: '/return-policy',
    title: 'Return policy',
    sections: [
      ['Return period', 'Unopened products in their original packaging may be returned within 14 days of receipt.'],
      [
        'Defective products',
        'A defective product is exchanged or refunded within its shelf life; keep the packaging with the batch number.',
      ],
      [
        'How to return',
        'Bring the product to a company office or send it back through a pickup point with the return form.',
      ],
    ],
  },
  {
    path: '/privacy-policy-gw-markets',
    title: 'Privacy policy for GW Markets',
    sections: [
      ['Scope', 'This policy covers the data of customers a GW Market registers in {country}.'],
      [
        'Data',
        'The GW Market collects only the name and phone of the customer, to register them and to send order notices.',
      ],
      ['Controller', `${COMPANY} is the controller; the GW Market processes the data on its behalf.`],
    ],
  },
  {
    path: '/cookies-policy',
    title: 'Cookies policy',
    sections: [
      [
        'What cookies are',
        'Cookies are small files that the site stores in your browser to keep you signed in and remember your cart and language.',
      ],
      [
        'Cookies we use',
        'Necessary cookies (session, cart, language), analytics cookies that count visits, and preference cookies.',
      ],
      ['Your choice', 'You may refuse cookies other than the necessary ones in the cookie banner or in your browser.'],
    ],
  },
  {
    path: '/mailing_consent',
    title: 'Consent to receive mailings',
    sections: [
      [
        'Consent',
        'I agree to receive news, offers and invitations to events of the company by e-mail, SMS and messengers.',
      ],
      ['Withdrawal', 'I may withdraw this consent at any time by the link in any message or in my profile.'],
    ],
  },
  {
    path: '/mailing_consent_it',
    title: 'Consenso alle comunicazioni commerciali',
    sections: [
      [
        'Consenso',
        'Acconsento a ricevere notizie, offerte e inviti agli eventi della società via e-mail, SMS e messaggistica.',
      ],
      ['Revoca', 'Posso revocare il consenso in qualsiasi momento tramite il link presente in ogni messaggio.'],
    ],
  },
  {
    path: '/user-content-publishing-rules',
    title: 'Rules of publishing user content',
    sections: [
      [
        'What may be published',
        'Reviews of products you used yourself, with honest ratings and your own photos of the product.',
      ],
      [
        'What is not published',
        'Insults, advertising of other companies, personal data, links, and claims that a product cures a disease.',
      ],
      ['Moderation', 'Every review is moderated: a new review is published or declined within 3 working days.'],
    ],
  },
  {
    path: '/recommended-forms',
    title: 'Recommended forms',
    sections: [
      ['Return form', 'Fill in the return form and put it into the parcel with the returned product.'],
      ['Claim form', 'Use the claim form to report a defective or missing product in a delivered order.'],
      ['Power of attorney', 'Another person may receive your order at a pickup point with a signed power of attorney.'],
    ],
  },
  {
    path: '/terms-of-installments',
    title: 'Terms of installments',
    sections: [
      [
        'Who may pay in installments',
        'Adults with an account on the site may buy expensive products in installments through a partner bank in {country}.',
      ],
      [
        'Terms',
        'Installments last 4 to 12 months without overpayment; the bank decides on the application within one working day.',
      ],
      ['How to apply', 'Press "Buy in installments" on a product page and leave your phone: a manager calls you back.'],
    ],
  },
  {
    path: '/test-access-agreement',
    title: 'Test access agreement',
    sections: [
      [
        'Test access',
        'The company may give a partner early access to new office features for testing before their release.',
      ],
      [
        'Obligations',
        'The partner reports errors found, keeps the features confidential and accepts that they may change or be withdrawn.',
      ],
    ],
  },
  {
    path: '/production',
    title: 'Production',
    sections: [
      [
        'Our factories',
        'The company makes its household products and cosmetics at its own plants, with a full cycle from formula to packaging.',
      ],
      [
        'Quality control',
        'Every batch is tested in our laboratory for safety and effectiveness before it goes to the warehouse.',
      ],
      ['Ecology', 'Formulas are biodegradable, packaging is recyclable, and production waste is sorted and reused.'],
    ],
  },
  {
    path: '/geography',
    title: 'Geography',
    sections: [
      ['Where we are', 'The company works in more than 30 countries of Europe, Asia and the Americas.'],
      [
        'In {country}',
        'Orders in {country} are delivered from the regional warehouse; call {phone} to find an office.',
      ],
    ],
  },
  {
    path: '/geography/markets',
    title: 'GW Markets',
    sections: [
      [
        'What a GW Market is',
        'A GW Market is a shop run by a partner, where customers can see, try and buy our products.',
      ],
      ['Open your own', 'Partners with a qualification from Leader upwards may open a GW Market in their city.'],
    ],
  },
];
