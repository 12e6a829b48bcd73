import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { countryName } from '../../../lib/display-names';
import { useNumber } from '../../../lib/use-number';
import { Card } from '../../../ui/card';
import { DataTable } from '../../../ui/data-table';
import { PageTitle } from '../../../ui/page-title';
import { PAGE_PARAM, Pager, usePageParam } from '../../../ui/pager';
import { PeriodSelect, usePeriodParam } from '../../../ui/period-select';
import { QueryView } from '../../../ui/query-view';
import { type BonusPage as Bonuses, type BonusType, useBonuses } from './api/get-bonuses';
import { ExcelExportButton } from './components/excel-export-button';
import { LoyaltyFigures } from './components/loyalty-figures';
import { useMoney } from './components/money';
import styles from './statements.module.css';

/** The query parameter the page keeps the chosen bonus in. */
const TYPE_PARAM = 'bonus';
const BONUS_TYPES: readonly BonusType[] = ['loyalty', 'gift', 'sponsor', 'personal', 'group', 'leadership', 'gm_pool'];
const isBonus = (type: string | null): type is BonusType => BONUS_TYPES.some((b) => b === type);
/** Order statuses as the orders namespace names them (spec 2 §3 order statuses). */
const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'assembling',
  'shipped',
  'delivered',
  'received',
  'cancelled',
] as const;
const isOrderStatus = (status: string): status is (typeof ORDER_STATUSES)[number] =>
  (ORDER_STATUSES as readonly string[]).includes(status);

type Row = NonNullable<Bonuses['detail']>['rows'][number];
type Country = Bonuses['countries'][number];

const Body = ({ data }: { data: Bonuses }) => {
  const { t, i18n } = useTranslation('statements');
  const { t: orders } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(data.currency_code);
  const number = useNumber();
  const [, setParams] = useSearchParams();
  const bonusName = (type: string, title: string) => (isBonus(type) ? t(`bonus.${type}`) : title);
  const choose = (type: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(TYPE_PARAM, type);
      next.delete(PAGE_PARAM);
      return next;
    });
  const detail = data.detail;
  return (
    <>
      <Card title={t('bonusPage.detail')}>
        <p className={styles.total} data-testid="bonus-total">
          {money(data.total)}
        </p>
        <div className={styles.types}>
          {data.bonuses.map((bonus) => (
            <button
              key={bonus.type}
              type="button"
              className={styles.type}
              aria-pressed={detail?.type === bonus.type}
              onClick={() => choose(bonus.type)}
            >
              <span className={styles.label}>{bonusName(bonus.type, bonus.title)}</span>
              <span className={styles.value}>{money(bonus.amount)}</span>
            </button>
          ))}
        </div>
        {detail && detail.rows.length > 0 ? (
          <>
            <DataTable<Row>
              label={bonusName(detail.type, detail.title)}
              rows={detail.rows}
              rowId={(row) => `${row.number}:${row.level}`}
              columns={[
                {
                  id: 'number',
                  header: t('column.number'),
                  cell: (r) => r.number,
                  role: 'detail',
                  width: 'minmax(6rem, 1fr)',
                },
                {
                  id: 'name',
                  header: t('column.name'),
                  cell: (r) => r.name,
                  role: 'title',
                  width: 'minmax(9rem, 2fr)',
                },
                { id: 'level', header: t('column.level'), cell: (r) => number(r.level), role: 'detail', align: 'end' },
                { id: 'pv', header: t('column.pv'), cell: (r) => number(r.pv), role: 'detail', align: 'end' },
                {
                  id: 'percent',
                  header: t('column.percent'),
                  cell: (r) => `${number(r.percent)} %`,
                  role: 'detail',
                  align: 'end',
                },
                { id: 'amount', header: t('column.amount'), cell: (r) => money(r.amount), role: 'amount' },
              ]}
            />
            <Pager pageCount={Math.max(1, Math.ceil(detail.total / detail.per_page))} />
          </>
        ) : (
          <p className={styles.muted}>{t('bonusPage.noRows')}</p>
        )}
      </Card>
      <Card title={t('bonusPage.countries')}>
        <DataTable<Country>
          label={t('bonusPage.countries')}
          rows={data.countries}
          rowId={(row) => row.country}
          columns={[
            {
              id: 'country',
              header: t('column.country'),
              cell: (r) => countryName(r.country, language),
              role: 'title',
              width: 'minmax(8rem, 2fr)',
            },
            {
              id: 'partners',
              header: t('column.partners'),
              cell: (r) => number(r.partners),
              role: 'detail',
              align: 'end',
            },
            { id: 'orders', header: t('column.orders'), cell: (r) => number(r.orders), role: 'detail', align: 'end' },
            { id: 'LOPV', header: t('column.LOPV'), cell: (r) => number(r.LOPV), role: 'detail', align: 'end' },
            { id: 'amount', header: t('column.amount'), cell: (r) => money(r.amount), role: 'amount' },
          ]}
        />
      </Card>
      <Card title={t('bonusPage.statuses')}>
        <ul className={styles.figures}>
          {data.order_statuses.map((s) => (
            <li key={s.status} className={styles.figure}>
              <span className={styles.label}>{isOrderStatus(s.status) ? orders(`status.${s.status}`) : s.status}</span>
              <span className={styles.value}>
                {number(s.count)} · {money(s.amount)}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      {data.loyalty ? <LoyaltyFigures loyalty={data.loyalty} /> : null}
    </>
  );
};

/** /office/business/statement/bonus (spec 2 §2 "Statements and bonuses"): the bonuses of a period. */
export const BonusPage = () => {
  const { t } = useTranslation('statements');
  const [params] = useSearchParams();
  const [page] = usePageParam();
  const typeParam = params.get(TYPE_PARAM);
  const bonuses = useBonuses(usePeriodParam(), isBonus(typeParam) ? typeParam : undefined, page);
  const periodId = bonuses.data?.period.id;
  return (
    <div className={styles.page}>
      <PageTitle title={t('bonusPage.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('bonusPage.title')}</h1>
        {bonuses.data && periodId !== undefined ? (
          <div className={styles.controls}>
            <PeriodSelect periods={bonuses.data.periods} value={periodId} label={t('period')} />
            <ExcelExportButton key={periodId} periodId={periodId} />
          </div>
        ) : null}
      </header>
      <QueryView query={bonuses} group="office">
        {(data) => <Body data={data} />}
      </QueryView>
    </div>
  );
};
