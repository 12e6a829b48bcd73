import { useTranslation } from '../../../../i18n/use-translation';
import { numberFormat } from '../../../../lib/intl-formats';
import { Card } from '../../../../ui/card';
import type { OfficeDashboard } from '../api/get-office-home';
import styles from '../office-home.module.css';
import { qualificationProgress } from '../qualification-progress';

/** "Am I on track for my next qualification": each condition the upstream names, and how far along. */
export const QualificationCard = ({ dashboard }: { dashboard: OfficeDashboard }) => {
  const { t, i18n } = useTranslation('office');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = numberFormat(language);
  const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const team = dashboard.team;
  if (!team) return null;
  const progress = qualificationProgress(dashboard.next_rank_conditions);
  return (
    <Card title={t('qualification.title')} className={styles.answer}>
      <div data-answer="qualification">
        <p className={styles.muted}>{t('qualification.current', { rank: team.rank })}</p>
        {team.next_rank === null ? (
          <p className={styles.big}>{t('qualification.top')}</p>
        ) : (
          <>
            <p className={styles.big}>
              {t('qualification.toward', { rank: team.next_rank, percent: percent.format(progress.share) })}
            </p>
            <ul className={styles.conditions}>
              {progress.conditions.map((condition) => (
                <li key={condition.name} className={styles.condition} data-condition={condition.name}>
                  <span className={styles.conditionTitle}>{t(`qualification.${condition.name}`)}</span>
                  <span className={styles.conditionValue}>
                    {t('challenge.progress', {
                      value: number.format(condition.value),
                      target: number.format(condition.target),
                    })}
                  </span>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={condition.done ? `${styles.barFill} ${styles.barDone}` : styles.barFill}
                      style={{ inlineSize: `${condition.share * 100}%` }}
                    />
                  </span>
                  <span className={styles.conditionNote}>
                    {condition.done
                      ? t('qualification.met')
                      : t('qualification.missing', { amount: number.format(condition.missing) })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Card>
  );
};
