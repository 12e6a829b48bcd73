import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../../lib/form';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import { TextField } from '../../../../ui/text-field';
import type { ServiceFormData } from '../api/get-services';
import { businessFileHref, useSendBusinessForm } from '../api/send-business-form';
import styles from '../services.module.css';

type Values = { values: Record<string, string> };
interface Sent {
  id: number;
  name: string;
}

/**
 * The business-telecom form (spec 2 §7 "a business-service form and upload"): fields as the API
 * lists them, documents uploaded at once through the office upload route, then the form is sent
 * with their ids; the API's field errors land beside their fields.
 */
export const BusinessForm = ({ form }: { form: ServiceFormData }) => {
  const { t } = useTranslation('services');
  const send = useSendBusinessForm();
  const [files, setFiles] = useState<Sent[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const rhf = useForm<Values>({ defaultValues: { values: { ...form.values } } });
  const submit = rhf.handleSubmit(async (input) => {
    setProblems([]);
    const values = Object.fromEntries(Object.entries(input.values).filter(([, value]) => value.trim() !== ''));
    try {
      await send.mutateAsync({ values, file_ids: files.map((f) => f.id) });
      setSent(true);
    } catch (error) {
      setProblems(applyServerErrors(rhf, error));
    }
  });
  const error = (name: string) => rhf.formState.errors.values?.[name]?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="business-form">
      {(sent || form.status !== 'new') && (
        <Alert tone="info">{t(form.status === 'processed' ? 'form.processed' : 'form.sent')}</Alert>
      )}
      {form.fields.map((field) =>
        field.type === 'file' ? (
          <div key={field.name} className={styles.files}>
            <FileUpload
              use="business-service"
              label={field.label}
              onUploaded={(ids, file) => setFiles((list) => [...list, ...ids.map((id) => ({ id, name: file.name }))])}
            />
            {files.length > 0 && (
              <ul className={styles.fileList} aria-label={t('form.attached')}>
                {files.map((file) => (
                  <li key={file.id}>
                    <a href={businessFileHref(file.id)} download>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : field.type === 'select' ? (
          <label key={field.name} className={styles.select}>
            <span>{field.label}</span>
            <select {...rhf.register(`values.${field.name}`)} required={field.required}>
              <option value="">{t('form.choose')}</option>
              {field.options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {error(field.name) && <span className={styles.error}>{error(field.name)}</span>}
          </label>
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type === 'phone' ? 'tel' : field.type}
            required={field.required}
            error={error(field.name)}
            {...rhf.register(`values.${field.name}`)}
          />
        ),
      )}
      {problems.length > 0 && <Alert>{problems.join(' ')}</Alert>}
      <Button type="submit" disabled={send.isPending}>
        {t('form.send')}
      </Button>
    </form>
  );
};
