import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { refusalMessage } from '../../../../lib/amount-check';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import styles from '../../../../ui/money.module.css';
import { TextField } from '../../../../ui/text-field';
import { type CompanyBody, useAddCompany } from '../api/add-company';

const FIELDS = ['name', 'vat', 'address', 'bank_account'] as const;
type Field = (typeof FIELDS)[number];

/** Adding a payout company: its card and documents (uploaded first, `?use=payout-company-document`); the VAT is checked by the server. */
export const CompanyForm = ({ onAdded }: { onAdded: () => void }) => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const [values, setValues] = useState<Record<Field, string>>({ name: '', vat: '', address: '', bank_account: '' });
  const [documents, setDocuments] = useState<{ id: number; name: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddCompany();
  const submit = async () => {
    const missing = Object.fromEntries(FIELDS.filter((f) => !values[f].trim()).map((f) => [f, t('company.required')]));
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const body: CompanyBody = { ...values, document_ids: documents.map((d) => d.id) };
    try {
      await add.mutateAsync({ body });
      onAdded();
    } catch (failure) {
      const envelope = readEnvelope(failure);
      const fields = Object.fromEntries(Object.entries(envelope.fields ?? {}).map(([k, v]) => [k, v[0] ?? '']));
      setErrors(Object.keys(fields).length > 0 ? fields : { form: refusalMessage(tf, envelope, refusalText) });
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`company.${field}`)}
          name={field}
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.target.value })}
          error={errors[field]}
        />
      ))}
      <FileUpload
        use="payout-company-document"
        label={t('company.document')}
        onUploaded={(ids, file) => setDocuments((list) => [...list, ...ids.map((id) => ({ id, name: file.name }))])}
        error={errors.document_ids}
      />
      {documents.length > 0 ? (
        <ul className={styles.results} aria-label={t('company.documents')}>
          {documents.map((d) => (
            <li key={d.id}>{d.name}</li>
          ))}
        </ul>
      ) : null}
      {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={add.isPending}>
          {t('company.add')}
        </Button>
      </div>
    </form>
  );
};
