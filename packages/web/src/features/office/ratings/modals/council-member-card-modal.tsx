import { useTranslation } from '../../../../i18n/use-translation';
import { numberFormat } from '../../../../lib/intl-formats';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import type { RatingRow } from '../api/get-rating';
import styles from '../ratings.module.css';

export interface CouncilMemberCardProps {
  row: RatingRow;
  /** The rating's title, already in the page's language. */
  rating: string;
}

/** Spec 1 §2 modal "council-member-card": one member of a rating or club, with place and score. */
export const CouncilMemberCardModal = ({ props, close }: ModalComponentProps<CouncilMemberCardProps>) => {
  const { t, i18n } = useTranslation('ratings');
  const { row } = props;
  const number = numberFormat(i18n.resolvedLanguage ?? i18n.language, { maximumFractionDigits: 2 });
  return (
    <Dialog open onClose={close} title={row.name} closeLabel={t('close')}>
      <div className={styles.member} data-testid="council-member-card">
        {row.photo ? (
          <img className={styles.photo} src={row.photo} alt="" width={96} height={96} />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {row.name.slice(0, 1)}
          </span>
        )}
        <dl className={styles.facts}>
          <dt>{t('card.rating')}</dt>
          <dd>{props.rating}</dd>
          <dt>{t('column.place')}</dt>
          <dd>{row.place}</dd>
          <dt>{t('column.score')}</dt>
          <dd>{number.format(row.score)}</dd>
          <dt>{t('column.country')}</dt>
          <dd>{row.country}</dd>
          {row.number && (
            <>
              <dt>{t('card.number')}</dt>
              <dd>{row.number}</dd>
            </>
          )}
        </dl>
      </div>
    </Dialog>
  );
};
