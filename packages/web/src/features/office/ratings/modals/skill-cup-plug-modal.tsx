import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { ButtonLink } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../ratings.module.css';

/**
 * Spec 1 §2 skill-cup-plug: the Skill Cup (the partners' championship) has no page of its own
 * between seasons; this dialog stands in for it, says how the next season is announced and leads
 * to where that announcement arrives (office mail) and to the ratings that count meanwhile.
 */
export const SkillCupPlugModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('named-modals');
  return (
    <Dialog open onClose={close} title={t('skillCup.title')} closeLabel={t('close')}>
      <p>{t('skillCup.text')}</p>
      <p className={styles.lead}>{t('skillCup.meanwhile')}</p>
      <p>
        {/* Leaving for the mail drops this modal with the page's address: no close step to race the link. */}
        <ButtonLink to={paths.MailHome.href()}>{t('skillCup.mail')}</ButtonLink>
      </p>
    </Dialog>
  );
};
