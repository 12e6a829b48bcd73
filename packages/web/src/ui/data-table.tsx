import {
  type ColumnDef,
  createSortedRowModel,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { usePageVirtualizer } from '../lib/use-page-virtualizer';
import styles from './data-table.module.css';
import { DataCards, type ShownRow } from './data-table-cards';
import type { DataColumn } from './data-table-column';
import { DataGrid } from './data-table-grid';
import { SORT_PARAM, useSortParam } from './data-table-sort';
import { SortSelect } from './data-table-sort-select';
import { useCardLayout } from './use-card-layout';

/** Past this many rows only the rows in view are rendered (a team of 10,000 stays smooth). */
export const VIRTUALIZE_FROM = 200;
/** The height a row is estimated at before it is measured: a table line, a card. */
const ROW_ESTIMATE_PX = { table: 44, cards: 140 } as const;
/** Rows rendered beyond the visible ones on each side, so a fast scroll shows no blank. */
const OVERSCAN = 8;
/**
 * Rows of a long list rendered before its place on the page is known (the gateway's render and its
 * hydration, issue 36): a phone's first screen and more; the rest's room is kept below them.
 */
export const FIRST_SCREEN_ROWS = 20;
const noList = () => {};

interface DataTableProps<Row extends object> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** The table's accessible name. */
  label: string;
  /** Opens a row: its title column becomes a button whose hit area is the whole row or card. */
  onRowClick?: (row: Row) => void;
  /** The query parameter the order is kept in; a page with two sortable tables names them apart. */
  sortParam?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
});

/**
 * Every list of the office (issue 32 item 2; STYLE "every list the same way") on
 * @tanstack/react-table: a table with a sticky header on wider screens, stacked cards from the same
 * columns on a phone, the order kept in the address, and past VIRTUALIZE_FROM rows only the rows in
 * view rendered (@tanstack/react-virtual), scrolling with the page.
 */
export const DataTable = <Row extends object>({
  columns,
  rows,
  rowId,
  label,
  onRowClick,
  sortParam = SORT_PARAM,
}: DataTableProps<Row>) => {
  // Undefined until the browser knows its width: then both layouts are in the page (CSS shows one).
  const cards = useCardLayout();
  const sortable = useMemo(() => columns.filter((c) => c.sortValue).map((c) => c.id), [columns]);
  const [sorting, setSorting] = useSortParam(sortParam, sortable);
  const definitions = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        ...(column.sortValue
          ? { accessorFn: column.sortValue, enableSorting: true }
          : { accessorFn: () => 0, enableSorting: false }),
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
      onSortingChange: (updater: Updater<SortingState>) =>
        setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    },
    (state) => state.sorting,
  );
  const sorted = table.getRowModel().rows;

  const virtual = sorted.length > VIRTUALIZE_FROM;
  const [list, setList] = useState<HTMLElement | null>(null);
  const virtualizer = usePageVirtualizer<Element>(virtual ? list : null, {
    count: virtual ? sorted.length : 0,
    estimateSize: () => ROW_ESTIMATE_PX[cards ? 'cards' : 'table'],
    getItemKey: (index) => sorted[index]?.id ?? String(index),
    overscan: OVERSCAN,
  });
  // Sizes measured in one layout mean nothing in the other.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout switching is the trigger.
  useEffect(() => virtualizer.measure(), [cards]);
  const items = virtual ? virtualizer.getVirtualItems() : [];
  // Before the list is on a page the virtualiser can measure: its first screen, and room for the rest.
  const unplaced = virtual && items.length === 0;
  const rowOf = (index: number): ShownRow<Row>[] => {
    const row = sorted[index];
    return row ? [{ id: row.id, original: row.original, index }] : [];
  };
  const shown: ShownRow<Row>[] = !virtual
    ? sorted.flatMap((_, index) => rowOf(index))
    : unplaced
      ? sorted.slice(0, FIRST_SCREEN_ROWS).flatMap((_, index) => rowOf(index))
      : items.flatMap(({ index }) => rowOf(index));
  const first = items[0];
  const last = items[items.length - 1];
  // Item offsets count from the page's top; the list's own space from the list's top.
  const margin = virtualizer.options.scrollMargin;
  const view = {
    columns,
    shown,
    count: sorted.length,
    label,
    onRowClick,
    // One list is measured: while both layouts are in the page, neither.
    listRef: cards === undefined ? noList : setList,
    ...(virtual
      ? {
          measure: virtualizer.measureElement,
          space: unplaced
            ? { before: 0, after: (sorted.length - shown.length) * ROW_ESTIMATE_PX[cards ? 'cards' : 'table'] }
            : {
                before: first ? first.start - margin : 0,
                after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
              },
        }
      : {}),
  };

  // Both places are always there, so the one kept when the width is known is not mounted again.
  return (
    <>
      <div className={styles.wideOnly}>
        {cards !== true && (
          <DataGrid
            {...view}
            sortOf={(id) => table.getColumn(id)?.getIsSorted() ?? false}
            toggleOf={(id) => {
              const column = table.getColumn(id);
              return column?.getCanSort() ? column.getToggleSortingHandler() : undefined;
            }}
          />
        )}
      </div>
      <div className={styles.narrowOnly}>
        {cards !== false && (
          <div>
            {sortable.length > 0 && (
              <SortSelect columns={columns.filter((c) => c.sortValue)} sorting={sorting} onChange={setSorting} />
            )}
            <DataCards {...view} />
          </div>
        )}
      </div>
    </>
  );
};
