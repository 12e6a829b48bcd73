import { useTranslation } from '../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { OpenEntrySponsor } from '../api/search-sponsors';
import { useSetSponsor } from '../api/set-sponsor';
import styles from './open-entry-modals.module.css';

export interface SponsorAddConfirmProps {
  sponsor: OpenEntrySponsor;
  /** Told once the sponsor is set, so the page shows what comes next. */
  onDone: (sponsor: OpenEntrySponsor) => void;
}

/** sponsor-add-confirm (spec 1 §2): the visitor confirms the picked sponsor before it is set. */
export const SponsorAddConfirmModal = ({ props, close }: ModalComponentProps<SponsorAddConfirmProps>) => {
  const { t } = useTranslation('open-entry');
  const set = useSetSponsor();
  const { sponsor } = props;
  return (
    <Dialog open onClose={close} title={t('confirm.title')} closeLabel={t('close')}>
      <div className={styles.form}>
        <p className={styles.sponsor}>{t('confirm.text', { name: sponsor.name, number: sponsor.number })}</p>
        {set.isError && <Alert>{t('confirm.failed')}</Alert>}
        <div className={styles.actions}>
          <Button
            data-autofocus=""
            disabled={set.isPending}
            onClick={() =>
              set.mutate(sponsor.id, {
                onSuccess: () => {
                  close();
                  props.onDone(sponsor);
                },
              })
            }
          >
            {set.isPending ? t('access.busy') : t('confirm.yes')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('confirm.cancel')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
};
