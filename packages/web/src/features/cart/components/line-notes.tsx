import { useTranslation } from '../../../i18n/use-translation';
import styles from './cart-lines.module.css';

interface LineNotesProps {
  /** Spec 1 §3 thermo_product_ids: the line travels in a thermo box. */
  thermo: boolean;
  /**
   * Spec 1 §3 overlimit_spare of a limited line: how many more units the limit leaves room for
   * (null: the line has no limit, or the calculation has not said yet).
   */
  spare: number | null;
}

/** What a cart line's data says beyond its price: a thermo box, and the room its limit leaves. */
export const LineNotes = ({ thermo, spare }: LineNotesProps) => {
  const { t } = useTranslation(['delivery', 'catalogue']);
  if (!thermo && spare === null) return null;
  return (
    <>
      {thermo && (
        <p className={styles.note} data-note="thermo">
          <span aria-hidden="true">❄ </span>
          {t('delivery:thermo.line')}
        </p>
      )}
      {spare !== null && (
        <p className={styles.note} data-note="spare">
          {spare === 0 ? t('catalogue:spare.none') : t('catalogue:spare.left', { count: spare })}
        </p>
      )}
    </>
  );
};
