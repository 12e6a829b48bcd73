import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataCards } from './data-table-cards';
import type { DataColumn } from './data-table-column';

interface Operation {
  id: number;
  date: string;
  account: string;
  amount: string;
  status: string;
}

// Declared in table order; a card reads title, amount, status, then details.
const columns: DataColumn<Operation>[] = [
  { id: 'account', header: 'Account', cell: (r) => r.account, role: 'detail' },
  { id: 'amount', header: 'Amount', cell: (r) => r.amount, role: 'amount' },
  { id: 'status', header: 'Status', cell: (r) => r.status, role: 'status' },
  { id: 'date', header: 'Date', cell: (r) => r.date, role: 'title' },
];
const row: Operation = { id: 1, date: '03.12.2026', account: 'Internal', amount: '500,00 ₽', status: 'Done' };

const render = (onRowClick?: (row: Operation) => void) =>
  renderToStaticMarkup(
    <DataCards
      columns={columns}
      shown={[{ id: '1', original: row, index: 0 }]}
      count={1}
      label="Operations"
      onRowClick={onRowClick}
      listRef={() => {}}
    />,
  );

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a table row as a card (issue 32 item 2)', () => {
  it('is a named list item whose every value follows its header, title and money first', () => {
    const html = render();
    expect(html).toMatch(/^<ul[^>]* aria-label="Operations"/);
    expect(html).toContain('aria-setsize="1"');
    expect(text(html)).toBe('Date 03.12.2026 Amount 500,00 ₽ Status Done Account Internal');
    for (const header of ['Date', 'Amount', 'Status', 'Account']) expect(html).toContain(`>${header}</dt>`);
  });

  it('opens its row from a button on the title, so a keyboard reaches it', () => {
    const html = render(() => {});
    expect(html).toMatch(/<dd[^>]*><button type="button"[^>]*>03.12.2026<\/button><\/dd>/);
    expect(render()).not.toContain('<button');
  });
});
