import type { ReactNode } from 'react';
import { type DateFormat, formatDate } from '../lib/format-date';

/**
 * What a column is to the reader (issue 32 item 2), which decides how a row shows as a card on a
 * phone: the `title` (the name or date) heads the card, `amount`s (money) and the `status` stand
 * out beside it, `detail`s follow as label and value.
 */
export type ColumnRole = 'title' | 'amount' | 'status' | 'detail';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  role: ColumnRole;
  /** Numbers line up at the end of their cell (amounts always do). */
  align?: 'start' | 'end';
  /** Sorts the rows shown by this value when the header is pressed (rows the page already has). */
  sortValue?: (row: Row) => string | number;
  /** A CSS grid track: `minmax(8rem, 2fr)`; `minmax(6rem, 1fr)` by default. Numbers take their whole width. */
  width?: string;
}

export const alignsEnd = (column: DataColumn<never>): boolean => column.role === 'amount' || column.align === 'end';

/**
 * A number's track (amounts and every end-aligned figure): its cells never wrap, and the track is
 * never narrower than its widest figure (min-content of an unwrapped cell), so money is never
 * clipped; its header may still wrap between words.
 */
const NUMBER_TRACK = 'minmax(min-content, auto)';
const DEFAULT_TRACK = 'minmax(6rem, 1fr)';

export const trackOf = (column: DataColumn<never>): string =>
  alignsEnd(column) ? NUMBER_TRACK : (column.width ?? DEFAULT_TRACK);

/**
 * A row's date, as the office's lists show it: in the site's format, sorted by the ISO date it
 * comes as, its track as wide as the date. The row's `title` unless it has a better one.
 */
export const dateColumn = <Row>(
  column: Pick<DataColumn<Row>, 'id' | 'header'> & {
    date: (row: Row) => string;
    dateFormat: DateFormat;
    role?: ColumnRole;
  },
): DataColumn<Row> => ({
  id: column.id,
  header: column.header,
  cell: (row) => formatDate(column.date(row), column.dateFormat),
  role: column.role ?? 'title',
  sortValue: column.date,
  width: 'auto',
});
