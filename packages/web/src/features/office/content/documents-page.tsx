import type { DocumentHub } from '@gf/contracts/rules/office-library';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { ButtonLink } from '../../../ui/button';
import { useMaterialsSection, useSpecificationsSection } from './api/get-library-page';
import { LibraryPageView } from './components/library-page-view';

const HUB_PATH = { specifications: paths.OfficeSpecifications, materials: paths.OfficeMaterials } as const;

/** The way back to the section's hub, under its documents. */
const BackToHub = ({ hub }: { hub: DocumentHub }) => {
  const { t } = useTranslation('content');
  return (
    <ButtonLink variant="secondary" to={HUB_PATH[hub].href()}>
      {t(hub === 'specifications' ? 'library.toSpecifications' : 'library.toMaterials')}
    </ButtonLink>
  );
};

/** A section under /office/specifications (spec 1 §2): its documents, each downloadable. */
export const SpecificationsSectionPage = () => {
  const { section = '' } = useParams();
  return (
    <LibraryPageView
      query={useSpecificationsSection(section)}
      text="inline"
      hub={HUB_PATH.specifications.href()}
      footer={<BackToHub hub="specifications" />}
    />
  );
};

/** A section under /office/materials (spec 1 §2): its documents, each downloadable. */
export const MaterialsSectionPage = () => {
  const { section = '' } = useParams();
  return (
    <LibraryPageView
      query={useMaterialsSection(section)}
      text="inline"
      hub={HUB_PATH.materials.href()}
      footer={<BackToHub hub="materials" />}
    />
  );
};
