import { officeHomeRead } from '../../features/office/home/api/get-office-home';
import { fixedPage, page } from '../page-route';

const home = () => import('../../features/office/home/office-home-page');
const hubs = () => import('../../features/office/home/hub-page');
const section = () => import('../../features/office/home/section-page');

/** The office home, its hubs and the CMS's office pages (spec 1 §2 /office, hubs, /office/{section}[/{subsection}]). */
export const officeHomePages = [
  page('MyOffice', 'office', () => home().then((m) => m.OfficeHomePage), ['office'], fixedPage(officeHomeRead)),
  page('OfficeBusiness', 'office', () => hubs().then((m) => m.BusinessHubPage), ['office']),
  page('OfficeFinance', 'office', () => hubs().then((m) => m.FinanceHubPage), ['office']),
  page('OfficeSpecifications', 'office', () => hubs().then((m) => m.SpecificationsHubPage), ['office']),
  page('OfficeMaterials', 'office', () => hubs().then((m) => m.MaterialsHubPage), ['office']),
  page('OfficeEducation', 'office', () => hubs().then((m) => m.EducationHubPage), ['office']),
  page('OfficeWiki', 'office', () => hubs().then((m) => m.WikiHubPage), ['office']),
  page('OfficeSection', 'office', () => section().then((m) => m.SectionPage)),
  page('OfficeSubsection', 'office', () => section().then((m) => m.SectionPage)),
];
