import { describe, expect, it } from 'vitest';
import { dateColumn } from './data-table-column';

describe('a list’s date column (issue 32 item 2)', () => {
  const column = dateColumn<{ date: string }>({
    id: 'date',
    header: 'Date',
    date: (row) => row.date,
    dateFormat: 'MM.DD.YYYY',
  });

  it('prints the site’s format and sorts by the ISO date', () => {
    const row = { date: '2026-12-03' };
    expect(column.cell(row)).toBe('12.03.2026');
    expect(column.sortValue?.(row)).toBe('2026-12-03');
  });

  it('heads the card unless told otherwise, its track as wide as the date', () => {
    expect(column.role).toBe('title');
    expect(column.width).toBe('auto');
    expect(dateColumn({ ...column, date: () => '', dateFormat: 'DD.MM.YYYY', role: 'detail' }).role).toBe('detail');
  });
});
