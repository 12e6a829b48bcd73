import type { Role } from '@gf/contracts/rules/office-access';
import type { CmsPage } from './legal-pages.js';

/**
 * CMS pages of the office (spec 1 §2 /office/{section} and /office/{section}/{subsection}): read by
 * GET /page{path}/ like the legal pages, listed in the office root's sections for the roles that
 * may read them, and never in the public site search.
 */
export interface OfficeCmsPage extends CmsPage {
  roles: readonly Role[];
}

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
        'Passports are grouped by brand; ask the support service at {phone} for one that is missing.',
      ],
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
      [
        'Conduct',
        'How partners present the company and its products in {country}: honest claims, no medical promises, prices in {currency} as the shop shows them.',
      ],
    ],
  },
  {
    path: '/office/wiki/green-priority',
    title: 'Green priority',
    roles: ALL,
    sections: [
      ['Our priority', 'Why the company chooses natural materials and refillable packaging for every product line.'],
    ],
  },
  {
    path: '/office/wiki/eco-club',
    title: 'Eco club',
    roles: ALL,
    sections: [['The club', 'Tree planting and clean-up days organised by partners; join one near you.']],
  },
  {
    path: '/office/wiki/marketing-plan',
    title: 'Marketing plan',
    roles: ['partner', 'employee'],
    sections: [
      [
        'Ranks and bonuses',
        'How personal and group volume lead to ranks, and how each rank is paid: the plan in brief, with the full text in the documents section.',
      ],
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
