import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import { useMoney } from '../../../../lib/money';
import type { PartnerCard as Card } from '../api/get-partner-card';
import styles from '../team.module.css';
import { formatVolume } from './format-volume';

/** A partner's card (partner/{number}): who they are, where they stand, and their volumes. */
export const PartnerCard = ({ card, onMentor }: { card: Card; onMentor?: () => void }) => {
  const { t, i18n } = useTranslation('team');
  const site = useSite();
  const volume = (value: number) => formatVolume(value, i18n.language);
  const money = useMoney(site.currency);
  const place = [card.city, card.country].filter(Boolean).join(', ');
  return (
    <div className={styles.card}>
      <p className={styles.cardHead}>
        <span className={styles.rank}>{card.rank}</span>
        <span className={card.is_active ? styles.active : styles.inactive}>
          {t(card.is_active ? 'card.active' : 'card.inactive')}
        </span>
      </p>
      <dl className={styles.details}>
        <dt>{t('fields.number')}</dt>
        <dd>{card.number}</dd>
        <dt>{t('fields.level')}</dt>
        <dd>{card.level === 0 ? t('card.you') : card.level}</dd>
        {place && (
          <>
            <dt>{t('fields.place')}</dt>
            <dd>{place}</dd>
          </>
        )}
        <dt>{t('fields.registered')}</dt>
        <dd>{formatDate(card.registration_date, site.dateFormat)}</dd>
        {card.phone && (
          <>
            <dt>{t('fields.phone')}</dt>
            <dd>
              <a href={`tel:${card.phone}`} dir="ltr">
                {card.phone}
              </a>
            </dd>
          </>
        )}
        {card.email && (
          <>
            <dt>{t('fields.email')}</dt>
            <dd>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </dd>
          </>
        )}
        <dt>{t('fields.LO')}</dt>
        <dd>{money(card.LO)}</dd>
        <dt>{t('fields.LOPV')}</dt>
        <dd>{volume(card.LOPV)}</dd>
        <dt>{t('fields.SGO')}</dt>
        <dd>{money(card.SGO)}</dd>
        <dt>{t('fields.SGOPV')}</dt>
        <dd>{volume(card.SGOPV)}</dd>
        <dt>{t('fields.team')}</dt>
        <dd>{card.children_count}</dd>
        {card.sponsor && (
          <>
            <dt>{t('fields.mentor')}</dt>
            <dd>
              {onMentor ? (
                <button type="button" className={styles.link} onClick={onMentor}>
                  {card.sponsor.name} ({card.sponsor.number})
                </button>
              ) : (
                `${card.sponsor.name} (${card.sponsor.number})`
              )}
            </dd>
          </>
        )}
      </dl>
    </div>
  );
};
