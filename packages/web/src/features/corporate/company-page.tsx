import { useCompanyPage } from './api/get-company-page';
import { CorporatePageView } from './components/corporate-page-view';

/** Spec 1 §2 /company. */
export const CompanyPage = () => <CorporatePageView query={useCompanyPage()} />;
