import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { useNumber } from '../../../lib/use-number';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { PERIOD_PARAM, PeriodSelect, usePeriodParam } from '../../../ui/period-select';
import { QueryView } from '../../../ui/query-view';
import { type StatementPage as Statement, useStatement } from './api/get-statement';
import { CalculatorCard } from './components/calculator-card';
import { useMoney } from './components/money';
import { TeamRevenueChart } from './components/team-revenue-chart';
import { TranscriptPanel } from './components/transcript-panel';
import styles from './statements.module.css';

/** Figures the statement names (spec 2 §3 Statement stats), labelled in the page's language. */
const STATS = ['qualification', 'LO', 'LOPV', 'SGO', 'SGOPV', 'first_line', 'structure_size'] as const;
const MONEY_STATS = new Set(['LO', 'SGO']);
const BONUSES = ['loyalty', 'gift', 'sponsor', 'personal', 'group', 'leadership', 'gm_pool'] as const;
const isStat = (type: string): type is (typeof STATS)[number] => (STATS as readonly string[]).includes(type);
const isBonus = (type: string): type is (typeof BONUSES)[number] => (BONUSES as readonly string[]).includes(type);

type Indicator = Statement['stats'][number];

/** The qualification's value is a rank index; its title carries the rank's name after the colon. */
const rankOf = (indicator: Indicator): string => indicator.title.split(': ')[1] ?? String(indicator.value);

const Body = ({ statement }: { statement: Statement }) => {
  const { t } = useTranslation('statements');
  const money = useMoney(statement.currency_code);
  const number = useNumber();
  const [transcript, setTranscript] = useState<Indicator | null>(null);
  const label = (indicator: Indicator) => (isStat(indicator.type) ? t(`stat.${indicator.type}`) : indicator.title);
  const value = (indicator: Indicator) =>
    indicator.type === 'qualification'
      ? rankOf(indicator)
      : MONEY_STATS.has(indicator.type)
        ? money(indicator.value)
        : number(indicator.value);
  const bonusHref = `${paths.OfficeStatementBonus.href()}?${PERIOD_PARAM}=${statement.period.id}`;
  return (
    <>
      <Card title={t('statement.total')}>
        <p className={styles.total} data-testid="statement-total">
          {money(statement.total)}
        </p>
      </Card>
      <Card title={t('statement.figures')}>
        <ul className={styles.figures}>
          {statement.stats.map((indicator) => {
            const open = transcript?.type === indicator.type;
            const panelId = `transcript-${indicator.type}`;
            return (
              <li key={indicator.type} className={open ? `${styles.figure} ${styles.figureOpen}` : styles.figure}>
                <span className={styles.label}>{label(indicator)}</span>
                <span className={styles.value}>{value(indicator)}</span>
                {indicator.has_transcript ? (
                  <button
                    type="button"
                    className={styles.link}
                    aria-expanded={open}
                    aria-controls={open ? panelId : undefined}
                    onClick={() => setTranscript(open ? null : indicator)}
                  >
                    {t('transcript.open')}
                  </button>
                ) : null}
                {open ? (
                  // Under its own link, so the text opens where the eye is (issue 32 item 6).
                  <TranscriptPanel
                    key={`${statement.period.id}:${indicator.type}`}
                    id={panelId}
                    periodId={statement.period.id}
                    indicator={indicator.type}
                    title={label(indicator)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      </Card>
      <Card title={t('statement.bonuses')}>
        <ul className={styles.figures}>
          {statement.bonuses.map((bonus) => (
            <li key={bonus.type} className={styles.figure}>
              <span className={styles.label}>{isBonus(bonus.type) ? t(`bonus.${bonus.type}`) : bonus.title}</span>
              <span className={styles.value}>{money(bonus.amount)}</span>
            </li>
          ))}
        </ul>
        <p>
          <Link to={bonusHref}>{t('statement.toBonuses')}</Link>
        </p>
      </Card>
      {statement.team_revenue ? (
        <Card title={t('statement.teamRevenue')}>
          <TeamRevenueChart revenue={statement.team_revenue} currency={statement.currency_code} />
          <p className={styles.figure}>
            <span className={styles.label}>{t('statement.teamRevenueTotal')}</span>
            <span className={styles.value}>{money(statement.team_revenue.total)}</span>
          </p>
        </Card>
      ) : null}
      <CalculatorCard currency={statement.currency_code} />
    </>
  );
};

/** /office/business/statement (spec 2 §2 "Statements and bonuses"): a period's statement. */
export const StatementPage = () => {
  const { t } = useTranslation('statements');
  const statement = useStatement(usePeriodParam());
  return (
    <div className={styles.page}>
      <PageTitle title={t('statement.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('statement.title')}</h1>
        {statement.data ? (
          <PeriodSelect periods={statement.data.periods} value={statement.data.period.id} label={t('period')} />
        ) : null}
      </header>
      <QueryView query={statement} group="office">
        {(data) => <Body statement={data} />}
      </QueryView>
    </div>
  );
};
