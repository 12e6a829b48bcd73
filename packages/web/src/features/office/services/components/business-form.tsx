import { BusinessServiceSubmit } from '@gf/contracts/upstream/entities/services';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import { FormRefusal } from '../../../../ui/form-refusal';
import { TextField } from '../../../../ui/text-field';
import type { ServiceFormData } from '../api/get-services';
import { businessFileHref, useSendBusinessForm } from '../api/send-business-form';
import styles from '../services.module.css';

/** A value of one of the form's required fields left empty (worded by `common:form.required`). */
const REQUIRED = 'form.required';

/** What the form sends (BusinessServiceSubmit), its required fields (as the API lists them) filled. */
const businessForm = (fields: ServiceFormData['fields']) =>
  BusinessServiceSubmit.superRefine(({ values }, ctx) => {
    for (const field of fields)
      if (field.required && field.type !== 'file' && !values[field.name]?.trim())
        ctx.addIssue({ code: 'custom', path: ['values', field.name], message: REQUIRED });
  });

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
  const [sent, setSent] = useState(false);
  const rhf = useZodForm(businessForm(form.fields), { values: { ...form.values }, file_ids: [] });
  // The form takes no idempotency key: a second press while it is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(rhf, {
    send: (input) =>
      send.mutateAsync({
        values: Object.fromEntries(Object.entries(input.values).filter(([, value]) => value.trim() !== '')),
        file_ids: input.file_ids,
      }),
    onDone: () => setSent(true),
  });
  const { t: common } = useTranslation();
  const error = (name: string) => {
    const message = rhf.formState.errors.values?.[name]?.message;
    return message === REQUIRED ? common('form.required') : message;
  };
  // A refused document list (or one of its ids) beside the upload.
  const fileIds = rhf.formState.errors.file_ids;
  const filesError = fileIds ? (fileIds.message ?? common('form.invalid')) : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="business-form">
      <FormRefusal message={refusal} />
      {(sent || form.status !== 'new') && (
        <Alert tone="info">{t(form.status === 'processed' ? 'form.processed' : 'form.sent')}</Alert>
      )}
      {form.fields.map((field) =>
        field.type === 'file' ? (
          <div key={field.name} className={styles.files}>
            <FileUpload
              use="business-service"
              label={field.label}
              error={filesError}
              onUploaded={(ids, file) => {
                setFiles((list) => [...list, ...ids.map((id) => ({ id, name: file.name }))]);
                rhf.setValue('file_ids', [...rhf.getValues('file_ids'), ...ids]);
              }}
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
      <Button type="submit" disabled={send.isPending}>
        {t('form.send')}
      </Button>
    </form>
  );
};
