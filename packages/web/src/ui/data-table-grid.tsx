import type { CSSProperties, Ref } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styles from './data-table.module.css';
import type { RowsView } from './data-table-cards';
import { RowCell } from './data-table-cell';
import { alignsEnd, trackOf } from './data-table-column';
import { useFitsWidth } from './use-fits-width';

interface GridProps<Row> extends RowsView<Row> {
  sortOf: (id: string) => 'asc' | 'desc' | false;
  /** The header's sort handler, for a column that sorts. */
  toggleOf: (id: string) => ((event: unknown) => void) | undefined;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_MARK = { asc: '▲', desc: '▼' } as const;

/**
 * The rows as a table, for wider screens. Its header sticks to the top of the page's scroller
 * while the rows pass under it; nothing between the two may scroll, so the table takes the width
 * it is given and only one too wide for it (many figures on a narrow desk) scrolls sideways, as a
 * keyboard-reachable region, giving up the sticky header there.
 */
export const DataGrid = <Row,>({
  columns,
  shown,
  count,
  label,
  onRowClick,
  listRef,
  measure,
  space,
  sortOf,
  toggleOf,
}: GridProps<Row>) => {
  const { t } = useTranslation();
  const [wrap, fits] = useFitsWidth<HTMLDivElement>();
  const template = columns.map(trackOf).join(' ');
  const end = (column: (typeof columns)[number]) => (alignsEnd(column) ? styles.end : undefined);
  return (
    <div
      ref={wrap}
      className={fits ? styles.wrap : `${styles.wrap} ${styles.scrolls}`}
      // A region that scrolls is reachable by keyboard (WCAG 2.1.1), so a keyboard can scroll it.
      {...(fits ? {} : { role: 'region', 'aria-label': label, tabIndex: 0 })}
    >
      <table
        className={styles.table}
        style={{ '--columns': template } as CSSProperties}
        aria-label={label}
        aria-rowcount={count + 1}
      >
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => {
              const sorted = sortOf(column.id);
              const toggle = toggleOf(column.id);
              return (
                <th key={column.id} className={end(column)} aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                  {toggle ? (
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={toggle}
                      title={t('table.sortBy', { column: column.header })}
                    >
                      {column.header}
                      <span aria-hidden="true">{sorted ? SORT_MARK[sorted] : '↕'}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          ref={listRef as Ref<HTMLTableSectionElement>}
          style={space ? { paddingBlock: `${space.before}px ${space.after}px` } : undefined}
        >
          {shown.map((row) => (
            <tr
              key={row.id}
              ref={measure}
              data-index={row.index}
              aria-rowindex={row.index + 2}
              className={onRowClick ? styles.clickable : undefined}
            >
              {columns.map((column) => (
                <td key={column.id} className={end(column)} data-role={column.role}>
                  <RowCell column={column} row={row.original} onRowClick={onRowClick} openClassName={styles.open} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
