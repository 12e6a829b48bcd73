import type { Ref } from 'react';
import styles from './data-table-cards.module.css';
import { RowCell } from './data-table-cell';
import type { ColumnRole, DataColumn } from './data-table-column';

/** A row the list shows: its data and its place in the whole (sorted) list. */
export interface ShownRow<Row> {
  id: string;
  original: Row;
  index: number;
}

export interface RowsView<Row> {
  columns: readonly DataColumn<Row>[];
  shown: readonly ShownRow<Row>[];
  /** All rows, shown or not (a virtual list renders only some). */
  count: number;
  label: string;
  onRowClick?: ((row: Row) => void) | undefined;
  /** The list element, for the page virtualizer. */
  listRef: Ref<HTMLElement>;
  /** Measures a rendered row (virtual lists); absent when every row is rendered. */
  measure?: ((element: Element | null) => void) | undefined;
  /** Room for the rows not rendered above and below (virtual lists). */
  space?: { before: number; after: number } | undefined;
}

/** A card's reading order: what the row is, its money, its state, then the rest. */
const ROLE_ORDER: readonly ColumnRole[] = ['title', 'amount', 'status', 'detail'];

/**
 * The rows as stacked cards, for phones (issue 32 item 2): a list whose items name every value by
 * its column's header, so a screen reader reads "Amount: 500,00 ₽" and the eye finds the title,
 * the amount and the status first. The title's and status's labels are there for the ear only.
 * A row that opens is opened by its title, a button whose hit area is the whole card.
 */
export const DataCards = <Row,>({
  columns,
  shown,
  count,
  label,
  onRowClick,
  listRef,
  measure,
  space,
}: RowsView<Row>) => {
  const ordered = ROLE_ORDER.flatMap((role) => columns.filter((column) => column.role === role));
  return (
    <ul
      ref={listRef as Ref<HTMLUListElement>}
      className={styles.cards}
      aria-label={label}
      style={space ? { paddingBlock: `${space.before}px ${space.after}px` } : undefined}
    >
      {shown.map((row) => (
        <li
          key={row.id}
          ref={measure}
          data-index={row.index}
          aria-setsize={count}
          aria-posinset={row.index + 1}
          className={styles.card}
        >
          <dl className={styles.fields}>
            {ordered.map((column) => (
              <div key={column.id} className={styles[column.role]} data-column={column.id}>
                <dt className={column.role === 'title' || column.role === 'status' ? styles.hiddenLabel : styles.label}>
                  {column.header}
                </dt>
                <dd className={styles.value}>
                  <RowCell column={column} row={row.original} onRowClick={onRowClick} openClassName={styles.open} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
};
