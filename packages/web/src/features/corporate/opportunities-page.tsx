import { useTranslation } from '../../i18n/use-translation';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { useOpportunitiesPage } from './api/get-opportunities-page';
import { CorporatePageView } from './components/corporate-page-view';

/** Spec 1 §2 /opportunities: the company's offer, and the way in (the join modal). */
export const OpportunitiesPage = () => {
  const { t } = useTranslation('named-modals');
  const { open } = useModals();
  return (
    <CorporatePageView
      query={useOpportunitiesPage()}
      footer={
        <p>
          <Button onClick={() => open('join')}>{t('join.open')}</Button>
        </p>
      }
    />
  );
};
