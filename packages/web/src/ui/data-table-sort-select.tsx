import type { SortingState } from '@tanstack/react-table';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styles from './data-table-cards.module.css';
import type { DataColumn } from './data-table-column';
import { formatSort, parseSort } from './data-table-sort';

interface SortSelectProps<Row> {
  /** The columns that sort. */
  columns: readonly DataColumn<Row>[];
  sorting: SortingState;
  onChange: (next: SortingState) => void;
}

/** Cards have no headers to press: the order is chosen here, from the same columns and the same address. */
export const SortSelect = <Row,>({ columns, sorting, onChange }: SortSelectProps<Row>) => {
  const { t } = useTranslation();
  const id = useId();
  const ids = columns.map((c) => c.id);
  return (
    <div className={styles.sortBar}>
      <label htmlFor={id}>{t('table.order')}</label>
      <select
        id={id}
        className={styles.sortSelect}
        value={formatSort(sorting) ?? ''}
        onChange={(event) => onChange(parseSort(event.target.value, ids))}
      >
        <option value="">{t('table.asListed')}</option>
        {columns.flatMap((column) => [
          <option key={`${column.id}.asc`} value={`${column.id}.asc`}>
            {t('table.ascending', { column: column.header })}
          </option>,
          <option key={`${column.id}.desc`} value={`${column.id}.desc`}>
            {t('table.descending', { column: column.header })}
          </option>,
        ])}
      </select>
    </div>
  );
};
