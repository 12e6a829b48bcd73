import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { periodName } from '../../../../lib/period-name';
import { Card } from '../../../../ui/card';
import type { OfficeHome } from '../api/get-office-home';
import styles from '../office-home.module.css';
import { BlockFailed } from './block-failed';

type Block = NonNullable<OfficeHome['earnings']>;

/** "What did I earn this period": the statement total, and the change from the period before. */
export const EarningsCard = ({ block, onRetry }: { block: Block; onRetry: () => void }) => {
  const { t, i18n } = useTranslation('office');
  const language = i18n.resolvedLanguage ?? i18n.language;
  if (block.state === 'failed') {
    return (
      <Card title={t('earnings.title')} className={styles.answer}>
        <BlockFailed onRetry={onRetry} />
      </Card>
    );
  }
  const { period, total, currency_code: currency, previous, change } = block.data;
  const money = (amount: number) => formatPrice(amount, currency, language);
  const direction = change === null ? null : change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  return (
    <Card title={t('earnings.title')} className={styles.answer}>
      <div data-answer="earnings">
        <p className={styles.muted}>{periodName(period.id, language, 'long')}</p>
        <p className={styles.amount} data-amount={total}>
          {money(total)}
        </p>
        {direction !== null && change !== null && (
          <p className={`${styles.change} ${styles[direction]}`} data-change={direction}>
            {t(`change.${direction}`, { amount: money(Math.abs(change)) })}
          </p>
        )}
        <p className={styles.muted}>
          {previous
            ? t('earnings.previous', {
                period: periodName(previous.id, language, 'long'),
                amount: money(previous.total),
              })
            : t('earnings.noPrevious')}
        </p>
      </div>
    </Card>
  );
};
