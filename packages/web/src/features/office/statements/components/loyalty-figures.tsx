import { useTranslation } from '../../../../i18n/use-translation';
import { periodName } from '../../../../lib/period-name';
import { useNumber } from '../../../../lib/use-number';
import { Card } from '../../../../ui/card';
import type { LoyaltyStatistics } from '../api/get-loyalty';
import styles from '../statements.module.css';

/**
 * The loyalty statistics of the user's role (spec 2 §6: a client sees the client programme, a partner
 * the partner one): the bonus rate and streak now, then each month's points and whether they were enough.
 */
export const LoyaltyFigures = ({ loyalty }: { loyalty: LoyaltyStatistics }) => {
  const { t, i18n } = useTranslation('statements');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = useNumber();
  return (
    <Card title={t(loyalty.role === 'client' ? 'loyalty.client' : 'loyalty.partner')}>
      <ul className={styles.figures} data-loyalty={loyalty.role}>
        <li className={styles.figure} data-figure="loyalty-percent">
          <span className={styles.label}>{t('loyalty.percent')}</span>
          <span className={styles.value}>{number(loyalty.bonus_percent)} %</span>
        </li>
        <li className={styles.figure} data-figure="loyalty-streak">
          <span className={styles.label}>{t('loyalty.streak')}</span>
          <span className={styles.value}>{number(loyalty.current_streak)}</span>
        </li>
        {loyalty.months.map((m) => (
          <li key={m.period_id} className={styles.figure} data-month={m.period_id}>
            <span className={styles.label}>{periodName(m.period_id, language, 'long')}</span>
            <span className={styles.value}>
              {number(m.pv)} · {t(m.fulfilled ? 'loyalty.fulfilled' : 'loyalty.missed')}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
};
