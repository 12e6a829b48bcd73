import {
  type ColumnDef,
  createSortedRowModel,
  FlexRender,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './data-table.module.css';
import { ScrollArea } from './scroll-area';

/** Past this many rows only the rows in view are rendered (a team of 10,000 stays smooth). */
export const VIRTUALIZE_FROM = 200;
/** The height a row is estimated at before it is measured. */
const ROW_ESTIMATE_PX = 44;

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up at the end of their cell. */
  align?: 'start' | 'end';
  /** Sorts the rows shown by this value when the header is pressed (rows the page already has). */
  sortValue?: (row: Row) => string | number;
  /** A CSS grid track: `minmax(8rem, 2fr)`; `minmax(6rem, 1fr)` by default. */
  width?: string;
}

interface DataTableProps<Row extends object> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** The table's accessible name. */
  label: string;
  onRowClick?: (row: Row) => void;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

/**
 * Lists of the office (team, clients, transactions, payouts…) on @tanstack/react-table: sortable
 * columns, numbers aligned at the end, and past VIRTUALIZE_FROM rows a virtualised body
 * (@tanstack/react-virtual) inside its own scroll area.
 */
export const DataTable = <Row extends object>({ columns, rows, rowId, label, onRowClick }: DataTableProps<Row>) => {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const definitions = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        ...(column.sortValue
          ? { accessorFn: column.sortValue, enableSorting: true }
          : { accessorFn: () => 0, enableSorting: false }),
        cell: ({ row }) => column.cell(row.original),
      })),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable(
    {
      features,
      columns: definitions,
      data,
      getRowId: (row) => rowId(row),
      state: { sorting },
      onSortingChange: setSorting,
    },
    (state) => state.sorting,
  );
  const tableRows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = tableRows.length > VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 8,
  });
  const alignOf = (id: string) => (columns.find((c) => c.id === id)?.align === 'end' ? styles.end : undefined);
  const template = columns.map((c) => c.width ?? 'minmax(6rem, 1fr)').join(' ');

  const renderRow = (row: (typeof tableRows)[number], extra?: { index: number; start: number }) => (
    <tr
      key={row.id}
      className={[onRowClick ? styles.clickable : undefined, extra ? styles.virtualRow : undefined]
        .filter(Boolean)
        .join(' ')}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      {...(extra
        ? {
            'data-index': extra.index,
            ref: virtualizer.measureElement,
            style: { transform: `translateY(${extra.start}px)` },
          }
        : {})}
    >
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={alignOf(cell.column.id)}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );

  return (
    // A table wider than its place scrolls sideways: the region takes focus so a keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.wrap} aria-label={label} tabIndex={0}>
      <ScrollArea ref={scrollRef} className={virtual ? styles.scroll : undefined}>
        <table className={styles.table} style={{ '--columns': template } as React.CSSProperties} aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      className={alignOf(header.column.id)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('table.sortBy', { column: String(header.column.columnDef.header) })}
                        >
                          <FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        <FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {virtual ? (
            <tbody className={styles.virtualBody} style={{ blockSize: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = tableRows[item.index];
                return row ? renderRow(row, { index: item.index, start: item.start }) : null;
              })}
            </tbody>
          ) : (
            <tbody>{tableRows.map((row) => renderRow(row))}</tbody>
          )}
        </table>
      </ScrollArea>
    </section>
  );
};
