import { useTranslation } from '../../../i18n/use-translation';
import { SearchForm, type SearchFormProps } from '../../../ui/search-form';

/** The corporate search's form, worded once for the search dialog and the results page. */
export const SiteSearchForm = (props: Pick<SearchFormProps, 'form' | 'onSearch' | 'autoFocus' | 'className'>) => {
  const { t } = useTranslation('corporate');
  return (
    <SearchForm
      {...props}
      label={t('search.label')}
      submitLabel={t('search.submit')}
      placeholder={t('search.placeholder')}
    />
  );
};
