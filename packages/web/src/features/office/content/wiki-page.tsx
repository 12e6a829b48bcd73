import { isWikiSection, type WikiSection } from '@gf/contracts/rules/office-library';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../ui/button';
import { NotFound } from '../../../ui/not-found';
import { useWikiPage } from './api/get-library-page';
import type { EntryText } from './components/library-entries';
import { LibraryPageView } from './components/library-page-view';

/** The rules and the plan's terms open one by one in the rich-text modal; the other two pages read as cards. */
const TEXT_OF: Record<WikiSection, EntryText> = {
  'standards-and-rules': 'modal',
  'green-priority': 'inline',
  'eco-club': 'inline',
  'marketing-plan': 'modal',
};

const WikiSectionView = ({ section }: { section: WikiSection }) => {
  const { t } = useTranslation('content');
  const hub = paths.OfficeWiki.href();
  return (
    <LibraryPageView
      query={useWikiPage(section)}
      text={TEXT_OF[section]}
      hub={hub}
      footer={
        <ButtonLink variant="secondary" to={hub}>
          {t('library.toWiki')}
        </ButtonLink>
      }
    />
  );
};

/** /office/wiki/{section} (spec 1 §2): one of the four fixed pages; any other section is the 404 page, without a call. */
export const WikiPage = () => {
  const { section = '' } = useParams();
  if (!isWikiSection(section)) return <NotFound back={paths.OfficeWiki.href()} />;
  return <WikiSectionView key={section} section={section} />;
};
