import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DataColumn } from './data-table-column';
import { DataGrid } from './data-table-grid';

interface Client {
  name: string;
  total: string;
}

const columns: DataColumn<Client>[] = [
  { id: 'name', header: 'Name', cell: (r) => r.name, role: 'title', width: 'minmax(9rem, 1fr)' },
  { id: 'total', header: 'Total', cell: (r) => r.total, role: 'amount', width: 'minmax(2rem, 1fr)' },
];

const render = (onRowClick?: (row: Client) => void) =>
  renderToStaticMarkup(
    <DataGrid
      columns={columns}
      shown={[{ id: 'a', original: { name: 'Anna', total: '1 500,00 ₽' }, index: 0 }]}
      count={1}
      label="Clients"
      onRowClick={onRowClick}
      listRef={() => {}}
      sortOf={() => false}
      toggleOf={() => undefined}
    />,
  );

describe('a list as a table (issue 32 item 2)', () => {
  it('gives money a track as wide as its widest figure, whatever width the column asked for', () => {
    const html = render();
    expect(html).toContain('--columns:minmax(9rem, 1fr) minmax(min-content, auto)');
    expect(html).toMatch(/<td class="[^"]+" data-role="amount">1 500,00 ₽<\/td>/);
  });

  it('opens a row from a button on its title, so a keyboard reaches it', () => {
    expect(render(() => {})).toMatch(/<td[^>]*data-role="title"><button type="button"[^>]*>Anna<\/button><\/td>/);
    expect(render()).not.toContain('<button');
  });
});
