import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { Dialog } from '../../../../ui/dialog';
import { FileUpload } from '../../../../ui/file-upload';
import { useAttachInvoice } from '../api/payouts-api';

/** Spec 2 §2 "Payouts: invoices": the company's invoice, uploaded (`?use=payout-invoice`) and attached to the payout. */
export const InvoiceAttach = ({ payoutId, onClose }: { payoutId: number; onClose: () => void }) => {
  const { t } = useTranslation('payouts');
  const attach = useAttachInvoice();
  const error = attach.error ? readEnvelope(attach.error) : undefined;
  return (
    <Dialog open onClose={onClose} title={t('invoice.title')} closeLabel={t('close')}>
      <FileUpload
        use="payout-invoice"
        label={t('invoice.file')}
        error={error ? (Object.values(error.fields ?? {})[0]?.[0] ?? error.message) : undefined}
        onUploaded={([fileId]) => {
          if (fileId === undefined) return;
          attach.mutate({ params: { path: { id: payoutId } }, body: { file_id: fileId } }, { onSuccess: onClose });
        }}
      />
    </Dialog>
  );
};
