import type { EducationPage } from '@gf/contracts/rules/office-library';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../ui/button';
import { useEducationPage } from './api/get-library-page';
import { LibraryPageView } from './components/library-page-view';

/** Spec 1 §2 /office/education/{platform,beginners-guide,site-video-review}: courses, steps, videos. */
const EducationView = ({ page }: { page: EducationPage }) => {
  const { t } = useTranslation('content');
  const hub = paths.OfficeEducation.href();
  return (
    <LibraryPageView
      query={useEducationPage(page)}
      text="inline"
      hub={hub}
      footer={
        <ButtonLink variant="secondary" to={hub}>
          {t('library.toEducation')}
        </ButtonLink>
      }
    />
  );
};

export const EducationPlatformPage = () => <EducationView page="platform" />;
export const BeginnersGuidePage = () => <EducationView page="beginners-guide" />;
export const SiteVideoReviewPage = () => <EducationView page="site-video-review" />;
