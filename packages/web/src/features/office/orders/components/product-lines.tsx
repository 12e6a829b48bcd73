import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { DataTable } from '../../../../ui/data-table';
import type { DataColumn } from '../../../../ui/data-table-column';
import moneyStyles from '../../../../ui/money.module.css';

/** A product line as a list shows it: its money already in words (a price, or "gift"). */
export interface ProductLine {
  id: string;
  name: string;
  quantity: number;
  amount: string;
}

/**
 * The lines of an order or of a priced fast order on the office's one table (issue 32 item 2):
 * the product heads a phone's card with its sum beside it, the quantity below; in the table the
 * quantity and the sum line up at their end.
 */
export const ProductLines = ({ lines, label }: { lines: readonly ProductLine[]; label: string }) => {
  const { t } = useTranslation('orders');
  const columns = useMemo<DataColumn<ProductLine>[]>(
    () => [
      {
        id: 'product',
        header: t('columns.product'),
        cell: (line) => line.name,
        role: 'title',
        width: 'minmax(8rem, 3fr)',
      },
      { id: 'quantity', header: t('columns.quantity'), cell: (line) => line.quantity, role: 'detail', align: 'end' },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: (line) => <span className={moneyStyles.amount}>{line.amount}</span>,
        role: 'amount',
      },
    ],
    [t],
  );
  return <DataTable columns={columns} rows={lines} rowId={(line) => line.id} label={label} />;
};
