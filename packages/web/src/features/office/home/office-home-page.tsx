import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewer } from '../../../lib/auth';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import { useOfficePages } from '../../../lib/office-access';
import { periodName } from '../../../lib/period-name';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { type OfficeDashboard, type OfficeHome, useOfficeHome } from './api/get-office-home';
import { BlockFailed } from './components/block-failed';
import { ChallengeCard } from './components/challenge-card';
import { CmsLinks } from './components/cms-links';
import { EarningsCard } from './components/earnings-card';
import { FigureList } from './components/figure-list';
import { NeedsCard } from './components/needs-card';
import { PeriodChart } from './components/period-chart';
import { QualificationCard } from './components/qualification-card';
import { HUBS } from './hub-entries';
import styles from './office-home.module.css';

const useMoney = () => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (amount: number, currency: string) => formatPrice(amount, currency, language);
};

/** The change from the previous period, signed, as a sentence. */
const Change = ({ label, amount, currency }: { label: string; amount: number; currency: string }) => {
  const { t } = useTranslation('office');
  const money = useMoney();
  const direction = amount > 0 ? 'up' : amount < 0 ? 'down' : 'same';
  return (
    <li className={styles[direction]} data-change={direction}>
      {label}: {t(`change.${direction}`, { amount: money(Math.abs(amount), currency) })}
    </li>
  );
};

/** The pages a dashboard figure comes from, those the user may open (spec 1 §2 business pages). */
const useFigurePages = () => {
  const offered = useOfficePages();
  const href = (name: 'OfficeStatement' | 'OfficeStructure' | 'OfficeClients' | 'OfficeLoyaltyProgramme') =>
    offered(name) ? paths[name].href() : undefined;
  return {
    statement: href('OfficeStatement'),
    structure: href('OfficeStructure'),
    clients: href('OfficeClients'),
    loyalty: href('OfficeLoyaltyProgramme'),
    bonuses: offered('OfficeStatementBonus') ? paths.OfficeStatementBonus.href() : undefined,
  };
};

/** The period at a glance: what every partner and client sees, with the team for a partner. */
const DashboardCard = ({ dashboard }: { dashboard: OfficeDashboard }) => {
  const { t, i18n } = useTranslation('office');
  const money = useMoney();
  const pages = useFigurePages();
  const period = periodName(dashboard.period.id, i18n.resolvedLanguage ?? i18n.language, 'long');
  const currency = dashboard.currency_code;
  const team = dashboard.team;
  // Without a statement (a client), personal volume is what the loyalty programme counts.
  const personalPage = pages.statement ?? pages.loyalty;
  return (
    <Card title={t('home.period', { period })} className={styles.wide}>
      <FigureList
        figures={[
          ...(team
            ? [
                { name: 'rank', label: t('figures.rank'), value: team.rank, to: pages.statement },
                ...(team.next_rank
                  ? [{ name: 'next-rank', label: t('figures.nextRank'), value: team.next_rank, to: pages.statement }]
                  : []),
              ]
            : []),
          { name: 'personal', label: t('volume.personal'), value: money(dashboard.LO, currency), to: personalPage },
          ...(team
            ? [
                { name: 'group', label: t('volume.group'), value: money(team.SGO, currency), to: pages.statement },
                { name: 'partners', label: t('figures.partners'), value: team.partners_count, to: pages.structure },
                { name: 'clients', label: t('figures.clients'), value: team.clients_count, to: pages.clients },
                {
                  name: 'new-partners',
                  label: t('figures.newPartners'),
                  value: team.new_partners_count,
                  to: pages.structure,
                },
              ]
            : []),
          { name: 'balance', label: t('accounts.internal'), value: money(dashboard.balance, currency) },
        ]}
      />
      {pages.bonuses || pages.loyalty ? (
        <div className={`${styles.actions} ${styles.figureActions}`}>
          {pages.bonuses ? (
            <Link to={pages.bonuses} className={styles.link} data-link="bonuses">
              {t('home.bonuses')}
            </Link>
          ) : null}
          {pages.loyalty ? (
            <Link to={pages.loyalty} className={styles.link} data-link="loyalty">
              {t('home.loyalty')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
};

/** A partner compares periods: the chart of the latest periods and the change since the last one. */
const PeriodsCard = ({ dashboard }: { dashboard: OfficeDashboard }) => {
  const { t } = useTranslation('office');
  const currency = dashboard.currency_code;
  return (
    <Card title={t('home.compare')} className={styles.wide}>
      {dashboard.change && (
        <ul className={styles.changes}>
          <Change label={t('volume.personal')} amount={dashboard.change.LO} currency={currency} />
          <Change label={t('volume.group')} amount={dashboard.change.SGO} currency={currency} />
        </ul>
      )}
      <PeriodChart history={dashboard.history} currency={currency} />
    </Card>
  );
};

const MailCard = ({ unread }: { unread: number }) => {
  const { t } = useTranslation('office');
  const offered = useOfficePages();
  return (
    <Card title={t('home.mail')}>
      <p className={styles.big} data-unread={unread}>
        {unread > 0 ? t('home.unread', { count: unread }) : t('home.noUnread')}
      </p>
      {offered('MailHome') && (
        <ButtonLink variant="secondary" to={paths.MailHome.href()}>
          {t('home.openMail')}
        </ButtonLink>
      )}
    </Card>
  );
};

const OrdersCard = () => {
  const { t } = useTranslation('office');
  const offered = useOfficePages();
  if (!offered('OfficeOrders')) return null;
  return (
    <Card title={t('home.orders')}>
      <p className={styles.muted}>{t('home.ordersText')}</p>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={paths.OfficeOrders.href()}>
          {t('home.openOrders')}
        </ButtonLink>
        <Link to={paths.ShopMain.href()} className={styles.link}>
          {t('home.shop')}
        </Link>
      </div>
    </Card>
  );
};

/** The blocks of the home, by role (the gateway has already shaped the reply for it). */
const HomeBlocks = ({ home, retry }: { home: OfficeHome; retry: () => void }) => {
  const { t } = useTranslation('office');
  const { dashboard } = home;
  // A hub lists the CMS pages of its section; the home lists the rest.
  const outsideHubs = home.cms_pages.filter((page) => !Object.hasOwn(HUBS, page.path.split('/')[2] ?? ''));
  return (
    <div className={styles.blocks} data-role={home.role}>
      {/* The partner's three questions first (issue 32 item 3): earnings, next qualification, what needs them. */}
      <div className={`${styles.answers} ${styles.wide}`}>
        {home.earnings && <EarningsCard block={home.earnings} onRetry={retry} />}
        {dashboard?.state === 'ok' && <QualificationCard dashboard={dashboard.data} />}
        <NeedsCard block={home.needs} onRetry={retry} />
      </div>
      {dashboard?.state === 'failed' && (
        <Card title={t('home.thisPeriod')} className={styles.wide}>
          <BlockFailed onRetry={retry} />
        </Card>
      )}
      {dashboard?.state === 'ok' && <DashboardCard dashboard={dashboard.data} />}
      {dashboard?.state === 'ok' && dashboard.data.history.length > 1 && <PeriodsCard dashboard={dashboard.data} />}
      <MailCard unread={home.unread_mail} />
      <OrdersCard />
      {home.challenges.length > 0 && (
        <section className={styles.wide} aria-labelledby="office-promotions">
          <h2 id="office-promotions" className={styles.sectionTitle}>
            {t('home.promotions')}
          </h2>
          <div className={styles.challenges}>
            {home.challenges.map(({ name, block }) => (
              <ChallengeCard key={name} name={name} block={block} onRetry={retry} />
            ))}
          </div>
        </section>
      )}
      {outsideHubs.length > 0 && (
        <Card title={t('home.cmsPages')} className={styles.wide}>
          <CmsLinks pages={outsideHubs} />
        </Card>
      )}
    </div>
  );
};

/**
 * MyOffice (spec 1 §2 /office): one read (the office root, the dashboard, earnings, what needs the
 * user and the promotions), different for a partner (the three answers, team, period chart,
 * promotions), a client (what needs them, the period) and an employee (what needs them, mail, orders).
 */
export const OfficeHomePage = () => {
  const { t } = useTranslation('office');
  const { user } = useViewer();
  const home = useOfficeHome();
  return (
    <div className={styles.page}>
      <PageTitle title={t('home.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        {/* Its line is kept while the account loads: the page below does not jump when the name arrives. */}
        <p className={styles.lead}>{user ? t('home.greeting', { name: user.name }) : '\u00a0'}</p>
      </header>
      <QueryView query={home} group="dashboard">
        {(data) => <HomeBlocks home={data} retry={() => void home.refetch()} />}
      </QueryView>
    </div>
  );
};
