import type { Role } from '@gf/contracts/rules/office-access';
import { companyFileLink } from './company-files.js';
import type { CmsPage } from './legal-pages.js';

/**
 * CMS pages of the office (spec 1 §2 /office/{section} and /office/{section}/{subsection}): read by
 * GET /page{path}/ like the legal pages, listed in the office root's sections for the roles that
 * may read them, and never in the public site search.
 */
export interface OfficeCmsPage extends CmsPage {
  roles: readonly Role[];
  /**
   * The page's blocks (static_objects after `updated`): a rule, a term, a lesson or a document. A
   * block links to a stored file (a document), a video file (a lesson) or another page.
   */
  entries?: readonly OfficeCmsEntry[];
}

export interface OfficeCmsEntry {
  key: string;
  title: string;
  text: string;
  image?: string;
  link?: string;
}

/** A lesson's video and its poster, served by the media placeholders like every picture. */
const video = (name: string) => ({ image: `/media/education/${name}.svg`, link: `/media/education/${name}.mp4` });

const ALL: readonly Role[] = ['partner', 'client', 'employee'];

export const OFFICE_CMS_PAGES: readonly OfficeCmsPage[] = [
  {
    path: '/office/specifications/product-passports',
    title: 'Product passports',
    roles: ALL,
    sections: [
      [
        'What a passport holds',
        'Each product passport lists the composition, the shelf life, the storage conditions and the manufacturer of the product sold in {country}.',
      ],
      [
        'Where to find it',
        'Passports are grouped by product line; ask the support service at {phone} for one that is missing.',
      ],
    ],
    entries: [
      {
        key: 'household',
        title: 'Household products',
        text: 'Passports of the cleaning gels, powders and dishwashing products: composition, safety data and storage.',
        link: companyFileLink(511),
      },
      {
        key: 'cosmetics',
        title: 'Cosmetics',
        text: 'Passports of the creams, shampoos and body care: ingredients in INCI names, shelf life after opening.',
        link: companyFileLink(512),
      },
      {
        key: 'supplements',
        title: 'Dietary supplements',
        text: 'Passports of the supplements: active substances per daily dose, contraindications and registration numbers.',
        link: companyFileLink(513),
      },
    ],
  },
  {
    path: '/office/specifications/certificates',
    title: 'Certificates of conformity',
    roles: ALL,
    sections: [
      [
        'Certificates',
        'Every product of the catalogue is certified for sale in {country}. The certificates are renewed every year.',
      ],
    ],
    entries: [
      {
        key: 'conformity',
        title: 'Declarations of conformity',
        text: 'The declarations of the household products and cosmetics, valid this year.',
        link: companyFileLink(514),
      },
      {
        key: 'registration',
        title: 'State registration of supplements',
        text: 'The registration certificates of every dietary supplement sold in the shop.',
        link: companyFileLink(515),
      },
    ],
  },
  {
    path: '/office/materials/presentations',
    title: 'Business presentations',
    roles: ['partner', 'employee'],
    sections: [
      [
        'For meetings',
        'Presentations of the company, the marketing plan and the product lines, ready to show to the people you invite.',
      ],
    ],
    entries: [
      {
        key: 'company',
        title: 'The company in twenty slides',
        text: 'History, factories, the product lines and the countries we work in.',
        link: companyFileLink(521),
      },
      {
        key: 'plan',
        title: 'The marketing plan for guests',
        text: 'Ranks and bonuses explained for a first meeting, with examples in {currency}.',
        link: companyFileLink(522),
      },
    ],
  },
  {
    path: '/office/materials/brand-book',
    title: 'Brand book and logos',
    roles: ['partner', 'employee'],
    sections: [
      [
        'Using the brand',
        'The logo, colours and fonts of the company, and the rules for using them in your own announcements.',
      ],
    ],
    entries: [
      {
        key: 'brand-book',
        title: 'Brand book',
        text: 'Colours, fonts, the logo’s safe area and examples of good and bad use.',
        link: companyFileLink(523),
      },
      {
        key: 'logos',
        title: 'Logos for print and screen',
        text: 'The logo on light and dark backgrounds, in colour and in one colour.',
        link: companyFileLink(524),
      },
    ],
  },
  {
    path: '/office/documents',
    title: 'Company documents',
    roles: ALL,
    sections: [
      [
        'Documents',
        'The documents of the company that concern every partner and client in {country}: its charter and its policies.',
      ],
    ],
  },
  {
    path: '/office/documents/charter',
    title: 'Company charter',
    roles: ALL,
    sections: [['The charter', 'The charter of the company as registered; prices of its services are in {currency}.']],
  },
  {
    path: '/office/wiki/standards-and-rules',
    title: 'Standards and rules',
    roles: ALL,
    sections: [
      ['Conduct', 'How partners present the company and its products in {country}. Open a rule to read it in full.'],
    ],
    entries: [
      {
        key: 'claims',
        title: '1. Honest claims',
        text: 'Speak of the products as the company describes them: no medical promises, no invented results, no comparison that belittles another brand.',
      },
      {
        key: 'prices',
        title: '2. Prices',
        text: 'Sell at the prices the shop shows in {currency}. A discount is given only through the company’s own promotions.',
      },
      {
        key: 'online',
        title: '3. Online presence',
        text: 'Your own pages may use the brand book. Do not register domains, shops or accounts whose names could be taken for the company’s.',
      },
      {
        key: 'recruiting',
        title: '4. Inviting people',
        text: 'Invite people with the facts of the marketing plan. Never promise an income, and never ask a newcomer to buy stock to qualify.',
      },
      {
        key: 'data',
        title: '5. Personal data',
        text: 'Keep the data of your clients and partners to yourself and use it only to serve their orders.',
      },
      {
        key: 'code',
        title: 'Code of ethics',
        text: 'The full code of ethics of the company, as signed with the partner agreement.',
        link: companyFileLink(501),
      },
    ],
  },
  {
    path: '/office/wiki/green-priority',
    title: 'Green priority',
    roles: ALL,
    sections: [
      ['Our priority', 'Why the company chooses natural materials and refillable packaging for every product line.'],
    ],
    entries: [
      {
        key: 'formulas',
        title: 'Natural formulas',
        text: 'Plant-based surfactants that break down in water within 28 days, and no phosphates or chlorine.',
        image: '/media/wiki/green-priority-formulas.svg',
      },
      {
        key: 'packaging',
        title: 'Refillable packaging',
        text: 'Concentrates in soft refill packs use four times less plastic than a new bottle.',
        image: '/media/wiki/green-priority-packaging.svg',
      },
      {
        key: 'delivery',
        title: 'Lighter delivery',
        text: 'Orders travel in recycled cardboard, and pickup points are served by shared routes.',
        image: '/media/wiki/green-priority-delivery.svg',
      },
    ],
  },
  {
    path: '/office/wiki/eco-club',
    title: 'Eco club',
    roles: ALL,
    sections: [['The club', 'Tree planting and clean-up days organised by partners; join one near you.']],
    entries: [
      {
        key: 'trees',
        title: 'Tree planting',
        text: 'Every spring and autumn partners in {country} plant trees with the local forestry; seedlings are paid by the company.',
        image: '/media/wiki/eco-club-trees.svg',
      },
      {
        key: 'clean-up',
        title: 'Clean-up days',
        text: 'Parks, river banks and beaches cleaned on one Saturday a month; bags and gloves come from the nearest office.',
        image: '/media/wiki/eco-club-clean-up.svg',
      },
      {
        key: 'recycling',
        title: 'Packaging collection',
        text: 'Bring empty bottles and refill packs to a company office: they go to recycling, and you earn eco points.',
        image: '/media/wiki/eco-club-recycling.svg',
      },
    ],
  },
  {
    path: '/office/wiki/marketing-plan',
    title: 'Marketing plan',
    roles: ['partner', 'employee'],
    sections: [
      [
        'Ranks and bonuses',
        'How personal and group volume lead to ranks, and how each rank is paid. Open a term to read what it means.',
      ],
    ],
    entries: [
      {
        key: 'lo',
        title: 'Personal volume (LO)',
        text: 'The points of your own orders and of your clients’ orders in one period.',
      },
      {
        key: 'sgo',
        title: 'Group volume (SGO)',
        text: 'The points of your whole structure in one period, your own included.',
      },
      {
        key: 'rank',
        title: 'Rank',
        text: 'Your qualification, reached by personal and group volume; a rank held for three periods in a row becomes yours for good.',
      },
      {
        key: 'bonus',
        title: 'Structure bonus',
        text: 'A percentage of your structure’s volume, paid each period in {currency} to your internal account.',
      },
      {
        key: 'full-text',
        title: 'The marketing plan in full',
        text: 'Every rank, bonus and condition of the plan, with worked examples.',
        link: companyFileLink(502),
      },
    ],
  },
  {
    path: '/office/education/platform',
    title: 'Education platform',
    roles: ALL,
    sections: [
      [
        'Learn at your pace',
        'Courses on the products and on building a business, with tests and certificates. Sign in to the platform with your office account.',
      ],
    ],
    entries: [
      {
        key: 'products',
        title: 'Product school',
        text: 'Twelve lessons on the product lines: how they work, for whom, and what to recommend together.',
        link: 'https://learn.greenway.example/courses/products',
      },
      {
        key: 'business',
        title: 'Business school',
        text: 'Planning a period, inviting people, your first meetings and follow-up.',
        link: 'https://learn.greenway.example/courses/business',
      },
      {
        key: 'leaders',
        title: 'Leadership course',
        text: 'For partners from the rank of leader: training a team and running events.',
        link: 'https://learn.greenway.example/courses/leaders',
      },
    ],
  },
  {
    path: '/office/education/beginners-guide',
    title: 'Beginner’s guide',
    roles: ALL,
    sections: [
      [
        'First steps',
        'Sign in, fill in your profile, place your first order and invite the people you know: the first week in the company.',
      ],
    ],
    entries: [
      {
        key: 'profile',
        title: 'Day 1: your profile',
        text: 'Add your photo, phone and address, and set how you receive codes in the security settings.',
      },
      {
        key: 'order',
        title: 'Day 2: the first order',
        text: 'Try the products you will speak about: an order of 50 points or more also qualifies you for the period.',
      },
      {
        key: 'list',
        title: 'Day 3: your list',
        text: 'Write down the people you know and tell them what you have started; send them your invitation link.',
      },
      {
        key: 'guide',
        title: 'The guide to print',
        text: 'The whole first week on four pages, with a checklist.',
        link: companyFileLink(503),
      },
    ],
  },
  {
    path: '/office/education/site-video-review',
    title: 'Video tour of the site',
    roles: ALL,
    sections: [['Watch and try', 'Short videos on the parts of the site and the office you will use every day.']],
    entries: [
      {
        key: 'office',
        title: 'The office in five minutes',
        text: 'The home page, the hubs and where to find each report.',
        ...video('office-tour'),
      },
      {
        key: 'order',
        title: 'Placing an order',
        text: 'From the catalogue to payment, with delivery to a pickup point.',
        ...video('placing-an-order'),
      },
      {
        key: 'team',
        title: 'Your team and statements',
        text: 'Following your structure and reading the bonus statement.',
        ...video('team-and-statements'),
      },
    ],
  },
  {
    path: '/office/ratings/president-council',
    title: 'President’s council',
    roles: ['partner'],
    sections: [['The council', 'The partners with the highest qualification who advise the company’s president.']],
  },
  {
    path: '/office/ratings/benefactors',
    title: 'Benefactors',
    roles: ['partner'],
    sections: [['Thank you', 'Partners who gave to the company’s charity projects this year.']],
  },
];

/** The office CMS pages a user of `role` may read. */
export const officeCmsPagesFor = (role: Role): OfficeCmsPage[] =>
  OFFICE_CMS_PAGES.filter((p) => p.roles.includes(role));
