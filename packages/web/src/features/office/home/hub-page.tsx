import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/auth';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { useOfficePages } from '../../../lib/office-access';
import { periodName } from '../../../lib/period-name';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { type BusinessFigures, type FinanceAccount, type HubName, useOfficeHub } from './api/get-office-hub';
import { FigureList } from './components/figure-list';
import { HUBS } from './hub-entries';
import styles from './office-home.module.css';

const useMoney = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number, currency: string) => formatPrice(amount, currency, language);
};

const BusinessFiguresCard = ({ figures }: { figures: BusinessFigures }) => {
  const { t, i18n } = useTranslation('office');
  const money = useMoney();
  const period = periodName(figures.period.id, i18n.resolvedLanguage ?? i18n.language, 'long');
  return (
    <Card title={t('home.period', { period })}>
      <FigureList
        figures={[
          { name: 'rank', label: t('figures.rank'), value: figures.rank },
          { name: 'personal', label: t('volume.personal'), value: money(figures.LO, figures.currency_code) },
          { name: 'group', label: t('volume.group'), value: money(figures.SGO, figures.currency_code) },
          { name: 'partners', label: t('figures.partners'), value: figures.partners_count },
          { name: 'clients', label: t('figures.clients'), value: figures.clients_count },
          { name: 'new-partners', label: t('figures.newPartners'), value: figures.new_partners_count },
        ]}
      />
    </Card>
  );
};

const AccountsCard = ({ accounts }: { accounts: FinanceAccount[] }) => {
  const { t } = useTranslation('office');
  const money = useMoney();
  return (
    <Card title={t('hub.balances')}>
      <FigureList
        figures={accounts.map((account) => ({
          name: account.type,
          label: t(`accounts.${account.type}`),
          value: money(account.balance, account.currency_code),
        }))}
      />
    </Card>
  );
};

/**
 * A hub page of spec 1 §2 (/office/business, /finance, /specifications, /materials, /ratings,
 * /education, /wiki): live figures where the API has them, then the hub's pages: ours that exist
 * and the visitor may open, and those the CMS has for the section.
 */
export const HubPage = ({ hub }: { hub: HubName }) => {
  const { t } = useTranslation('office');
  const offered = useOfficePages();
  // The page gate has let the visitor in (or they are signed out, and the gateway's 401 sends them to sign in).
  const query = useOfficeHub(hub, useAuth().data !== undefined);
  const ours = HUBS[hub].children
    .filter((name) => offered(name))
    .map((name) => ({ title: t(`pages.${name}`), path: paths[name].href() }));
  return (
    <div className={styles.page}>
      <PageTitle title={t(`hub.${hub}.title`)} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t(`hub.${hub}.title`)}</h1>
        <p className={styles.lead}>{t(`hub.${hub}.intro`)}</p>
      </header>
      <QueryView query={query} group="office">
        {(data) => {
          const cms = data.pages.filter((page) => !ours.some((own) => own.path === page.path));
          const pages = [...ours, ...cms];
          const hasFigures = Boolean(data.business ?? data.accounts);
          return (
            <div className={styles.blocks}>
              {data.business && <BusinessFiguresCard figures={data.business} />}
              {data.accounts && <AccountsCard accounts={data.accounts} />}
              {/* A hub with figures and no pages yet shows its figures alone; one without either says so. */}
              {(pages.length > 0 || !hasFigures) && (
                <Card title={t('hub.pages')} className={styles.wide}>
                  {pages.length > 0 ? (
                    <ul className={styles.links}>
                      {pages.map((page) => (
                        <li key={page.path}>
                          <Link to={page.path} className={styles.pageLink}>
                            {page.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.muted}>{t('hub.empty')}</p>
                  )}
                </Card>
              )}
            </div>
          );
        }}
      </QueryView>
    </div>
  );
};

export const BusinessHubPage = () => <HubPage hub="business" />;
export const FinanceHubPage = () => <HubPage hub="finance" />;
export const SpecificationsHubPage = () => <HubPage hub="specifications" />;
export const MaterialsHubPage = () => <HubPage hub="materials" />;
export const EducationHubPage = () => <HubPage hub="education" />;
export const WikiHubPage = () => <HubPage hub="wiki" />;
