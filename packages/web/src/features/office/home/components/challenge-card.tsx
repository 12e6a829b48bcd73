import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import { numberFormat } from '../../../../lib/intl-formats';
import { Card } from '../../../../ui/card';
import type { OfficeHome } from '../api/get-office-home';
import styles from '../office-home.module.css';
import { BlockFailed } from './block-failed';

type Block = OfficeHome['challenges'][number]['block'];

/** One promotion of the dashboard (spec 2 §7 cruise, too-fast-too-furious, pro-grade): progress per condition. */
type ChallengeName = OfficeHome['challenges'][number]['name'];

export const ChallengeCard = ({ name, block, onRetry }: { name: ChallengeName; block: Block; onRetry: () => void }) => {
  const { t, i18n } = useTranslation('office');
  const { dateFormat } = useSite();
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language);
  if (block.state === 'failed') {
    return (
      <Card title={t(`challenge.names.${name}`)} className={styles.challenge}>
        <BlockFailed onRetry={onRetry} />
      </Card>
    );
  }
  const challenge = block.data;
  return (
    <Card title={challenge.title} className={styles.challenge}>
      <p className={styles.muted}>
        <bdi>{formatDate(challenge.date_from, dateFormat)}</bdi> –{' '}
        <bdi>{formatDate(challenge.date_to, dateFormat)}</bdi>
        {' · '}
        <strong className={challenge.achieved ? styles.achieved : undefined}>
          {challenge.achieved ? t('challenge.achieved') : t('challenge.inProgress')}
        </strong>
      </p>
      <ul className={styles.conditions}>
        {challenge.conditions.map((condition) => (
          <li key={condition.name} className={styles.condition}>
            <span className={styles.conditionTitle}>{condition.title}</span>
            <span className={styles.conditionValue}>
              {t('challenge.progress', {
                value: number.format(condition.value),
                target: number.format(condition.target),
              })}
            </span>
            <span className={styles.bar} aria-hidden="true">
              <span
                className={condition.done ? `${styles.barFill} ${styles.barDone}` : styles.barFill}
                style={{
                  inlineSize: `${Math.min(100, condition.target > 0 ? (condition.value / condition.target) * 100 : 100)}%`,
                }}
              />
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
};
