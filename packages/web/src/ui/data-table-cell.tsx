import type { DataColumn } from './data-table-column';
import styles from './stretched-button.module.css';

interface RowCellProps<Row> {
  column: DataColumn<Row>;
  row: Row;
  onRowClick?: ((row: Row) => void) | undefined;
  /** The layout's own touches on the open button (its corners, its focus ring's offset). */
  openClassName: string | undefined;
}

/**
 * A cell's content, in the table and in the cards alike. The title cell of a row that opens
 * something is a button, so the keyboard reaches it; its hit area covers the row or card.
 */
export const RowCell = <Row,>({ column, row, onRowClick, openClassName }: RowCellProps<Row>) =>
  onRowClick && column.role === 'title' ? (
    <button type="button" className={`${styles.ringed} ${openClassName ?? ''}`} onClick={() => onRowClick(row)}>
      {column.cell(row)}
    </button>
  ) : (
    column.cell(row)
  );
