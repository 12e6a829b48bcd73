import { describe, expect, it } from 'vitest';
import { formatSort, parseSort } from './data-table-sort';

describe('the order a table keeps in the address (issue 32 item 2)', () => {
  const sortable = ['date', 'amount'];

  it('reads a sortable column and its direction', () => {
    expect(parseSort('amount.desc', sortable)).toEqual([{ id: 'amount', desc: true }]);
    expect(parseSort('date.asc', sortable)).toEqual([{ id: 'date', desc: false }]);
  });

  it('takes anything else as the order as listed', () => {
    for (const value of [null, '', 'amount', 'amount.up', 'name.asc', '.asc', 'desc'])
      expect(parseSort(value, sortable), String(value)).toEqual([]);
  });

  it('writes what it reads, and nothing for the order as listed', () => {
    expect(formatSort([{ id: 'amount', desc: true }])).toBe('amount.desc');
    expect(parseSort(formatSort([{ id: 'date', desc: false }]), sortable)).toEqual([{ id: 'date', desc: false }]);
    expect(formatSort([])).toBeNull();
  });
});
