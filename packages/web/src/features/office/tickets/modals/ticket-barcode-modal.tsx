import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import styles from '../tickets.module.css';

export interface TicketBarcodeProps {
  barcode: string;
  number: string;
}

/** Spec 1 §2 ticket-barcode: the ticket's barcode large enough to scan at the entrance. */
export const TicketBarcodeModal = ({ props, close }: ModalComponentProps<TicketBarcodeProps>) => {
  const { t } = useTranslation('events');
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) JsBarcode(svg.current, props.barcode, { format: 'CODE128', displayValue: true, margin: 8 });
  }, [props.barcode]);
  return (
    <Dialog open onClose={close} title={t('ticket.barcodeTitle', { number: props.number })} closeLabel={t('close')}>
      <div className={styles.barcode}>
        <svg ref={svg} role="img" aria-label={t('ticket.barcodeLabel', { code: props.barcode })} />
      </div>
    </Dialog>
  );
};
