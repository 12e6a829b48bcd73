import { useEcoPage } from './api/get-eco-page';
import { CorporatePageView } from './components/corporate-page-view';

/** Spec 1 §2 /eco. */
export const EcoPage = () => <CorporatePageView query={useEcoPage()} />;
