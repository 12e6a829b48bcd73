import type { Role } from '@gf/contracts/rules/office-access';
import { pdfDocument } from '../pdf/pdf-document.js';
import type { FileBody } from '../state/stored-files.js';

/**
 * The company's documents that office CMS pages link to (specifications, materials, the wiki and
 * the beginner's guide): stored files any signed-in user of their roles may download by id
 * (GET /greenway/file/{id}/), below the ids uploads get (7001 on).
 */
interface CompanyFile {
  filename: string;
  title: string;
  roles: readonly Role[];
  lines: readonly string[];
}

const ALL: readonly Role[] = ['partner', 'client', 'employee'];
const TEAM: readonly Role[] = ['partner', 'employee'];

export const COMPANY_FILES: Record<number, CompanyFile> = {
  501: {
    filename: 'code-of-ethics.pdf',
    title: 'Code of ethics',
    roles: ALL,
    lines: ['Honest claims.', 'Shop prices.', 'The brand online.', 'Inviting people.', 'Personal data.'],
  },
  502: {
    filename: 'marketing-plan.pdf',
    title: 'Marketing plan',
    roles: TEAM,
    lines: ['Personal volume (LO).', 'Group volume (SGO).', 'Ranks.', 'Structure bonus.'],
  },
  503: {
    filename: 'beginners-guide.pdf',
    title: 'Beginner’s guide',
    roles: ALL,
    lines: ['Day 1: your profile.', 'Day 2: the first order.', 'Day 3: your list.', 'Checklist.'],
  },
  511: {
    filename: 'passports-household.pdf',
    title: 'Product passports: household products',
    roles: ALL,
    lines: ['Composition.', 'Safety data.', 'Storage.'],
  },
  512: {
    filename: 'passports-cosmetics.pdf',
    title: 'Product passports: cosmetics',
    roles: ALL,
    lines: ['Ingredients (INCI).', 'Shelf life after opening.'],
  },
  513: {
    filename: 'passports-supplements.pdf',
    title: 'Product passports: dietary supplements',
    roles: ALL,
    lines: ['Active substances per daily dose.', 'Contraindications.', 'Registration numbers.'],
  },
  514: {
    filename: 'declarations-of-conformity.pdf',
    title: 'Declarations of conformity',
    roles: ALL,
    lines: ['Household products.', 'Cosmetics.'],
  },
  515: {
    filename: 'supplement-registrations.pdf',
    title: 'State registration of supplements',
    roles: ALL,
    lines: ['Registration certificates.'],
  },
  521: {
    filename: 'company-presentation.pdf',
    title: 'The company in twenty slides',
    roles: TEAM,
    lines: ['History.', 'Factories.', 'Product lines.', 'Countries.'],
  },
  522: {
    filename: 'marketing-plan-presentation.pdf',
    title: 'The marketing plan for guests',
    roles: TEAM,
    lines: ['Ranks.', 'Bonuses.', 'Examples.'],
  },
  523: { filename: 'brand-book.pdf', title: 'Brand book', roles: TEAM, lines: ['Colours.', 'Fonts.', 'The logo.'] },
  524: {
    filename: 'logos.pdf',
    title: 'Logos for print and screen',
    roles: TEAM,
    lines: ['Light backgrounds.', 'Dark backgrounds.'],
  },
};

/** The address a CMS block links a document by: the file's download call. */
export const companyFileLink = (id: number): string => `/greenway/file/${id}/`;

/** A company document as a download for a user of `role`; undefined when there is none for them. */
export const companyFile = (id: number, role: Role): FileBody | undefined => {
  const file = COMPANY_FILES[id];
  if (!file?.roles.includes(role)) return undefined;
  const data = pdfDocument(file.title, file.lines);
  return { filename: file.filename, contentType: 'application/pdf', size: data.length, data };
};
