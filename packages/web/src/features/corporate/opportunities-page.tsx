import { useOpportunitiesPage } from './api/get-opportunities-page';
import { CorporatePageView } from './components/corporate-page-view';

/** Spec 1 §2 /opportunities. */
export const OpportunitiesPage = () => <CorporatePageView query={useOpportunitiesPage()} />;
