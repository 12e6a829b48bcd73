import 'i18next';
import type applications from './locales/en/applications.json';
import type auth from './locales/en/auth.json';
import type cart from './locales/en/cart.json';
import type catalogue from './locales/en/catalogue.json';
import type checkout from './locales/en/checkout.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type corporate from './locales/en/corporate.json';
import type delivery from './locales/en/delivery.json';
import type errors from './locales/en/errors.json';
import type events from './locales/en/events.json';
import type fastOrder from './locales/en/fast-order.json';
import type finance from './locales/en/finance.json';
import type home from './locales/en/home.json';
import type legal from './locales/en/legal.json';
import type mail from './locales/en/mail.json';
import type modals from './locales/en/modals.json';
import type namedModals from './locales/en/named-modals.json';
import type news from './locales/en/news.json';
import type office from './locales/en/office.json';
import type openEntry from './locales/en/open-entry.json';
import type orders from './locales/en/orders.json';
import type payments from './locales/en/payments.json';
import type payouts from './locales/en/payouts.json';
import type people from './locales/en/people.json';
import type product from './locales/en/product.json';
import type profile from './locales/en/profile.json';
import type ratings from './locales/en/ratings.json';
import type registration from './locales/en/registration.json';
import type services from './locales/en/services.json';
import type shell from './locales/en/shell.json';
import type shop from './locales/en/shop.json';
import type statements from './locales/en/statements.json';
import type team from './locales/en/team.json';

// Keys are typed from the fallback locale (Excalidraw's way): a typo in a key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      auth: typeof auth;
      registration: typeof registration;
      errors: typeof errors;
      mail: typeof mail;
      modals: typeof modals;
      shell: typeof shell;
      shop: typeof shop;
      product: typeof product;
      corporate: typeof corporate;
      news: typeof news;
      legal: typeof legal;
      cart: typeof cart;
      checkout: typeof checkout;
      orders: typeof orders;
      office: typeof office;
      'open-entry': typeof openEntry;
      statements: typeof statements;
      team: typeof team;
      events: typeof events;
      ratings: typeof ratings;
      content: typeof content;
      services: typeof services;
      finance: typeof finance;
      payouts: typeof payouts;
      people: typeof people;
      profile: typeof profile;
      applications: typeof applications;
      'fast-order': typeof fastOrder;
      'named-modals': typeof namedModals;
      payments: typeof payments;
      catalogue: typeof catalogue;
      delivery: typeof delivery;
    };
  }
}
