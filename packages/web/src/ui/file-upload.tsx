import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { numberFormat } from '../lib/intl-formats';
import {
  destinationOf,
  UPLOAD_FIELD,
  UploadFailed,
  type UploadRefusal,
  type UploadTo,
  uploadFile,
} from '../lib/upload';
import { Button } from './button';
import styles from './file-upload.module.css';

const REFUSALS: readonly UploadRefusal[] = [
  'file_required',
  'file_empty',
  'file_too_large',
  'file_type_not_allowed',
  'file_type_mismatch',
];

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; fraction: number }
  | { step: 'done'; name: string }
  | { step: 'cancelled' }
  | { step: 'failed'; code: UploadRefusal | 'failed' };

interface FileUploadProps {
  use: UploadTo;
  label: string;
  /** The stored file's ids, for the form that refers to them (avatar_file_id, attachment_ids…). */
  onUploaded: (fileIds: number[], file: File) => void;
  /** A field error the form's own call gave for the file (already translated). */
  error?: string | undefined;
}

/** The code of a failed upload: a refusal of the file, or a failure to say "try again" for. */
const codeOf = (failure: unknown): UploadRefusal | 'failed' => {
  const code = failure instanceof UploadFailed ? failure.error.fields?.[UPLOAD_FIELD]?.[0] : undefined;
  return REFUSALS.find((refusal) => refusal === code) ?? 'failed';
};

/**
 * A file picker that uploads the chosen file at once for its use (DESIGN.md "Files in and out"):
 * the use's types and size said beside it, progress while it goes (spec 2: the page shows upload
 * progress), a cancel button that stops it (the gateway then drops the half-sent file), and the
 * refusal, from this page or the gateway, under the field.
 */
export const FileUpload = ({ use, label, onUploaded, error }: FileUploadProps) => {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { rule } = destinationOf(use);
  const [state, setState] = useState<State>({ step: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the page stops an upload still under way.
  useEffect(() => () => running.current?.abort(), []);

  const size = numberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 0,
  }).format(rule.maxBytes / (1024 * 1024));
  const types = [...new Set(rule.extensions.map((extension) => extension.slice(1).toUpperCase()))].join(', ');
  const percent = numberFormat(i18n.language, { style: 'percent' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ step: 'uploading', name: file.name, fraction: 0 });
    try {
      const stored = await uploadFile({
        use,
        file,
        signal: controller.signal,
        onProgress: (fraction) => setState({ step: 'uploading', name: file.name, fraction }),
      });
      setState({ step: 'done', name: file.name });
      onUploaded(stored.file_ids, file);
    } catch (failure) {
      setState(
        failure instanceof DOMException && failure.name === 'AbortError'
          ? { step: 'cancelled' }
          : { step: 'failed', code: codeOf(failure) },
      );
    } finally {
      running.current = null;
      // The same file may be chosen again after a failure or a cancel.
      input.value = '';
    }
  };

  const message =
    state.step === 'failed'
      ? state.code === 'failed'
        ? t('upload.errors.failed')
        : t(`upload.errors.${state.code}`, { size })
      : error;
  const describedBy = [`${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');

  return (
    <div className={styles.upload}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="file"
        accept={[...rule.extensions, ...rule.types].join(',')}
        disabled={state.step === 'uploading'}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('upload.hint', { types, size })}
      </p>
      {state.step === 'uploading' && (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={1}
            value={state.fraction}
            aria-label={t('upload.progress', { name: state.name })}
          />
          <span className={styles.percent} aria-hidden="true">
            {percent.format(state.fraction)}
          </span>
          <Button variant="secondary" onClick={() => running.current?.abort()}>
            {t('upload.cancel')}
          </Button>
        </div>
      )}
      <p className={styles.status} role="status">
        {state.step === 'done'
          ? t('upload.done', { name: state.name })
          : state.step === 'cancelled'
            ? t('upload.cancelled')
            : ''}
      </p>
      {message && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
};
