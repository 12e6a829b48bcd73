import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { QueryView } from '../../../../ui/query-view';
import { type SpectatorVisit, useSpectatorTrail } from '../api/get-spectator-trail';
import styles from './security-lists.module.css';
import { formatMinutes, formatMoment } from './when';

type Person = SpectatorVisit['manager'];

const Visit = ({ visit, who }: { visit: SpectatorVisit; who: Person }) => {
  const { t, i18n } = useTranslation('finance');
  const site = useSite();
  const at = (iso: string) => formatMoment(iso, site.dateFormat, i18n.language);
  return (
    <li className={styles.item} data-visit="">
      <div className={styles.details}>
        <p className={styles.name}>{who.name ?? t('security.trail.unnamed')}</p>
        <p className={styles.muted}>{t(`security.trail.role.${who.role}`)}</p>
        <p className={styles.muted}>
          {visit.ended_at
            ? t('security.trail.when', {
                start: at(visit.started_at),
                duration: formatMinutes(visit.started_at, visit.ended_at, i18n.language),
              })
            : t('security.trail.open', { start: at(visit.started_at) })}
        </p>
        <p className={styles.muted}>{t(visit.can_order ? 'security.trail.couldOrder' : 'security.trail.readOnly')}</p>
        {visit.writes.length === 0 ? (
          <p className={styles.muted}>{t('security.trail.noWrites')}</p>
        ) : (
          <ul className={styles.writes}>
            {visit.writes.map((write) => (
              <li key={`${write.at}-${write.kind}-${write.reference ?? ''}`}>
                {t(`security.trail.write.${write.kind}`, { reference: write.reference ?? '', time: at(write.at) })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
};

/** The spectator trail (issue 35 item 2): who viewed this office, and whom this account viewed. */
export const SpectatorTrail = () => {
  const { t } = useTranslation('finance');
  const trail = useSpectatorTrail();
  return (
    <QueryView query={trail} group="office">
      {({ watched_me, watched_by_me }) => (
        <>
          {watched_me.length === 0 ? (
            <p className={styles.muted}>{t('security.trail.none')}</p>
          ) : (
            <ul className={styles.list} aria-label={t('security.trail.title')}>
              {watched_me.map((visit) => (
                <Visit key={visit.started_at} visit={visit} who={visit.manager} />
              ))}
            </ul>
          )}
          {watched_by_me.length > 0 ? (
            <>
              <h3 className={styles.subtitle}>{t('security.trail.mine')}</h3>
              <ul className={styles.list} aria-label={t('security.trail.mine')}>
                {watched_by_me.map((visit) => (
                  <Visit key={visit.started_at} visit={visit} who={visit.user} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </QueryView>
  );
};
