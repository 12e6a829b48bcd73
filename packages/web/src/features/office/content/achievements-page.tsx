import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { useModals } from '../../../modals/modals-context';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useAchievements } from './api/get-achievements';
import styles from './content.module.css';

/** /office/achievements (spec 1 §2): received achievements and those ahead; each opens my-achievement. */
export const AchievementsPage = () => {
  const { t } = useTranslation('content');
  const site = useSite();
  const { open } = useModals();
  const query = useAchievements();
  return (
    <div className={styles.page}>
      <PageTitle title={t('achievements.title')} />
      <header className={styles.head}>
        <h1 className={styles.title}>{t('achievements.title')}</h1>
      </header>
      <QueryView
        query={query}
        group="office"
        isEmpty={(d) => d.achievements.length === 0}
        empty={t('achievements.empty')}
      >
        {(data) => (
          <>
            <p className={styles.lead}>
              {t('achievements.count', { received: data.received, total: data.achievements.length })}
            </p>
            <ul className={styles.grid}>
              {data.achievements.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    className={styles.badge}
                    data-received={a.received_at ? '' : undefined}
                    onClick={() => open('my-achievement', { achievement: a })}
                  >
                    <img src={a.image} alt="" width={72} height={72} className={styles.badgeImage} />
                    <span className={styles.badgeName}>{a.name}</span>
                    <span className={styles.muted}>
                      {a.received_at
                        ? t('achievements.received', { date: formatDate(a.received_at, site.dateFormat) })
                        : t('achievements.ahead')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </div>
  );
};
