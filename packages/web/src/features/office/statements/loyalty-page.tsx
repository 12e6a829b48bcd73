import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { useOfficePages } from '../../../lib/office-access';
import { periodName } from '../../../lib/period-name';
import { useNumber } from '../../../lib/use-number';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { PERIOD_PARAM, PeriodSelect, usePeriodParam } from '../../../ui/period-select';
import { QueryView } from '../../../ui/query-view';
import { type LoyaltyPage as Loyalty, useLoyalty } from './api/get-loyalty';
import { LoyaltyFigures } from './components/loyalty-figures';
import { useMoney } from './components/money';
import styles from './statements.module.css';

/** The rules as the programme's statistics show them: no level or rate the API does not give. */
const RULES = ['rule1', 'rule2', 'rule3', 'rule4'] as const;

const Body = ({ data }: { data: Loyalty }) => {
  const { t, i18n } = useTranslation('statements');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(data.currency_code);
  const number = useNumber();
  const offered = useOfficePages();
  const month = data.loyalty.months.find((m) => m.period_id === data.period.id);
  const withPeriod = (href: string) => `${href}?${PERIOD_PARAM}=${data.period.id}`;
  return (
    <>
      <Card title={periodName(data.period.id, language, 'long')}>
        <ul className={styles.figures}>
          <li className={styles.figure} data-figure="loyalty-bonus">
            <span className={styles.label}>{t('bonus.loyalty')}</span>
            <span className={styles.value}>{data.bonus === null ? t('loyaltyPage.noBonus') : money(data.bonus)}</span>
          </li>
          {month ? (
            <>
              <li className={styles.figure} data-figure="loyalty-points">
                <span className={styles.label}>{t('stat.LOPV')}</span>
                <span className={styles.value}>{number(month.pv)}</span>
              </li>
              <li className={styles.figure} data-figure="loyalty-condition">
                <span className={styles.label}>{t('loyaltyPage.condition')}</span>
                <span className={styles.value}>{t(month.fulfilled ? 'loyalty.fulfilled' : 'loyalty.missed')}</span>
              </li>
            </>
          ) : null}
        </ul>
        <p className={styles.links}>
          {offered('OfficeStatement') ? (
            <Link to={withPeriod(paths.OfficeStatement.href())}>{t('statement.title')}</Link>
          ) : null}
          {offered('OfficeStatementBonus') ? (
            <Link to={withPeriod(paths.OfficeStatementBonus.href())}>{t('bonusPage.title')}</Link>
          ) : null}
        </p>
      </Card>
      <LoyaltyFigures loyalty={data.loyalty} />
      <Card title={t('loyaltyPage.rulesTitle')}>
        <ul className={styles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`loyaltyPage.${rule}`)}</li>
          ))}
        </ul>
      </Card>
    </>
  );
};

/**
 * The loyalty programme (spec 1 §2 "a loyalty-programme page"; spec 2 §6): the programme of the
 * user's role, a period at a time, and how it works.
 */
export const LoyaltyProgrammePage = () => {
  const { t } = useTranslation('statements');
  const loyalty = useLoyalty(usePeriodParam());
  const periodId = loyalty.data?.period.id;
  return (
    <div className={styles.page}>
      <PageTitle title={t('loyaltyPage.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('loyaltyPage.title')}</h1>
        {loyalty.data && periodId !== undefined ? (
          <div className={styles.controls}>
            <PeriodSelect periods={loyalty.data.periods} value={periodId} label={t('period')} />
          </div>
        ) : null}
      </header>
      <QueryView query={loyalty} group="office">
        {(data) => <Body data={data} />}
      </QueryView>
    </div>
  );
};
