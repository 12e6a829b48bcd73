import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewer } from '../../../lib/auth';
import { Link } from '../../../lib/link';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import styles from './join-modal.module.css';

/**
 * Spec 1 §2 join: how to join the company, as a partner (a business of one's own) or as a client
 * (buying at partner prices). Joining is by a sponsor's invitation (spec 2 §2 invites): with a
 * code the partner's or the client's registration dialog takes over; without one, the geography
 * page shows where partners are.
 */
export const JoinModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('named-modals');
  const { open } = useModals();
  const { signedIn } = useViewer();
  return (
    <Dialog open onClose={close} title={t('join.title')} closeLabel={t('close')}>
      <p>{t('join.lead')}</p>
      <ul className={styles.ways}>
        <li>
          <strong>{t('join.partner')}</strong>
          <p>{t('join.partnerText')}</p>
        </li>
        <li>
          <strong>{t('join.client')}</strong>
          <p>{t('join.clientText')}</p>
        </li>
      </ul>
      {signedIn ? (
        <p>
          {t('join.signedIn')} <Link to={paths.MyOffice.href()}>{t('join.office')}</Link>
        </p>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => open('registration-partner')}>{t('join.partner')}</Button>
          <Button onClick={() => open('registration-client')}>{t('join.client')}</Button>
          <Button variant="secondary" onClick={() => open('sign-in')}>
            {t('join.signIn')}
          </Button>
        </div>
      )}
      <p>
        {t('join.noCode')} <Link to={paths.Geography.href()}>{t('join.findPartner')}</Link>
      </p>
    </Dialog>
  );
};
