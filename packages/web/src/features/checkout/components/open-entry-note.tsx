import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import styles from '../checkout-page.module.css';

/** An open-entry visitor (spec 2 §4): the confirmed phone, and the sponsor to choose before ordering. */
export const OpenEntryNote = () => {
  const { t } = useTranslation('checkout');
  const entry = useQuery($api.queryOptions('get', '/bff/v1/auth', {}, { staleTime: 60_000 })).data?.openEntry;
  if (!entry) return null;
  return entry.sponsorChosen ? (
    <p className={styles.info}>
      {t('openEntry.info', { phone: entry.phone })}{' '}
      <Link to={paths.OfficeSponsorAdd.href()}>{t('openEntry.changeSponsor')}</Link>
    </p>
  ) : (
    <Alert tone="warning">
      <p>{t('openEntry.noSponsor', { phone: entry.phone })}</p>
      <ButtonLink to={paths.OfficeSponsorAdd.href()}>{t('openEntry.chooseSponsor')}</ButtonLink>
    </Alert>
  );
};
