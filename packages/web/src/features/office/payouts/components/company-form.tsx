import { PayoutCompanyInput } from '@gf/contracts/upstream/entities/payout';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import { FormField } from '../../../../ui/form-field';
import { FormRefusal } from '../../../../ui/form-refusal';
import styles from '../../../../ui/money.module.css';
import { useAddCompany } from '../api/add-company';

const FIELDS = ['name', 'vat', 'address', 'bank_account'] as const;

/** The company as the form holds it: the contract's card and the ids of the documents uploaded for it. */
const CompanyFields = PayoutCompanyInput.pick({ name: true, vat: true, address: true, bank_account: true }).extend({
  document_ids: PayoutCompanyInput.shape.document_ids.unwrap(),
});

/** Adding a payout company: its card and documents (uploaded first, `?use=payout-company-document`); the VAT is checked by the server. */
export const CompanyForm = ({ onAdded }: { onAdded: () => void }) => {
  const { t } = useTranslation(['payouts', 'finance']);
  const form = useZodForm(CompanyFields, { name: '', vat: '', address: '', bank_account: '', document_ids: [] });
  // The names the documents were uploaded under, to list them; the form holds their ids.
  const [documents, setDocuments] = useState<{ id: number; name: string }[]>([]);
  const add = useAddCompany();
  // Adding a company takes no idempotency key (PayoutCompanyBody): a second press while the first
  // is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(form, {
    send: (body) => add.mutateAsync({ body }),
    onDone: onAdded,
    refusalText: (envelope) => (envelope.code.startsWith('spectator_') ? t('finance:errors.spectator') : undefined),
  });
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormRefusal message={refusal} />
      {FIELDS.map((field) => (
        <FormField key={field} form={form} name={field} label={t(`company.${field}`)} />
      ))}
      <FileUpload
        use="payout-company-document"
        label={t('company.document')}
        onUploaded={(ids, file) => {
          setDocuments((list) => [...list, ...ids.map((id) => ({ id, name: file.name }))]);
          form.setValue('document_ids', [...form.getValues('document_ids'), ...ids]);
        }}
        error={form.formState.errors.document_ids?.message}
      />
      {documents.length > 0 ? (
        <ul className={styles.results} aria-label={t('company.documents')}>
          {documents.map((d) => (
            <li key={d.id}>{d.name}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {t('company.add')}
        </Button>
      </div>
    </form>
  );
};
