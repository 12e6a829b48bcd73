import { MAIL_ATTACHMENTS_MAX } from '@gf/contracts/rules/mail-rules';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import { PaperclipIcon } from '../../../../ui/icons';
import styles from '../mail-conversation.module.css';
import { formatFileSize } from './file-size';

export interface Attached {
  id: number;
  name: string;
  size: number;
}

interface AttachmentsFieldProps<V extends FieldValues> {
  /** A mail form: it holds the files' ids as `attachment_ids`, as MailSendBody and MailStartBody take them. */
  form: UseFormReturn<V, unknown, unknown>;
  /** The files attached, by the names they were uploaded under (the form holds only their ids). */
  files: readonly Attached[];
  onFilesChange: (files: Attached[]) => void;
}

/**
 * A message's attachments: each uploaded at once through the office upload path with its progress
 * and its use's size and type limits (ui/file-upload), listed with a way to take it off again,
 * up to MAIL_ATTACHMENTS_MAX; the form's `attachment_ids` follow the list, and its refusal of them
 * (the schema's or the gateway's) shows here.
 */
export const AttachmentsField = <V extends FieldValues & { attachment_ids: number[] }>({
  form,
  files,
  onFilesChange,
}: AttachmentsFieldProps<V>) => {
  const { t, i18n } = useTranslation('mail');
  const name = 'attachment_ids' as Path<V>;
  const onChange = (next: Attached[]) => {
    onFilesChange(next);
    form.setValue(name, next.map((file) => file.id) as PathValue<V, Path<V>>);
    form.clearErrors(name);
  };
  const error = form.formState.errors.attachment_ids ? t('errors.attachments') : undefined;
  return (
    <div className={styles.attachments}>
      {files.length > 0 && (
        <ul className={styles.attachedList} aria-label={t('write.attached')}>
          {files.map((file) => (
            <li key={file.id} className={styles.attached}>
              <PaperclipIcon />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, i18n.language)}</span>
              <Button
                variant="quiet"
                aria-label={t('write.remove', { name: file.name })}
                onClick={() => onChange(files.filter((f) => f.id !== file.id))}
              >
                {t('write.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {files.length < MAIL_ATTACHMENTS_MAX ? (
        <FileUpload
          use="mail-attachment"
          label={t('write.attach', { count: MAIL_ATTACHMENTS_MAX })}
          error={error}
          onUploaded={(ids, file) =>
            onChange([...files, ...ids.map((id) => ({ id, name: file.name, size: file.size }))])
          }
        />
      ) : (
        <p className={styles.hint}>{t('write.attachLimit', { count: MAIL_ATTACHMENTS_MAX })}</p>
      )}
    </div>
  );
};
