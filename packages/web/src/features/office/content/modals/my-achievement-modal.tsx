import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import type { Achievement } from '../api/get-achievements';
import styles from '../content.module.css';

export interface MyAchievementProps {
  achievement: Achievement;
}

/** Spec 1 §2 modal "my-achievement": one achievement, what earns it and when it was received. */
export const MyAchievementModal = ({ props, close }: ModalComponentProps<MyAchievementProps>) => {
  const { t } = useTranslation('content');
  const site = useSite();
  const { achievement } = props;
  return (
    <Dialog open onClose={close} title={achievement.name} closeLabel={t('close')}>
      <div className={styles.achievement} data-testid="my-achievement">
        <img src={achievement.image} alt="" width={120} height={120} className={styles.badgeImage} />
        <div>
          <p>{achievement.description}</p>
          <p className={styles.big}>
            {achievement.received_at
              ? t('achievements.received', { date: formatDate(achievement.received_at, site.dateFormat) })
              : t('achievements.ahead')}
          </p>
        </div>
      </div>
    </Dialog>
  );
};
