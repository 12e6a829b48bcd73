import { useProductionPage } from './api/get-production-page';
import { StaticPageView } from './components/static-page-view';

/** Spec 1 §2 /production: the CMS page of that path. */
export const ProductionPage = () => <StaticPageView query={useProductionPage()} />;
