import type { UploadUse } from '@gf/contracts/rules/upload-rules';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Dialog } from '../ui/dialog';
import { FileUpload } from '../ui/file-upload';
import type { ModalComponentProps } from './modal-definition';

export interface UploadProps {
  /** What the file is for: its types and size limit (contracts `UPLOAD_RULES`). */
  use: UploadUse;
  /** The opener's own words for the dialog and the field, already translated. */
  title: string;
  label: string;
  /**
   * What the opener does with the stored file. The modal closes once it settles; a refusal's
   * message is shown under the field and the modal stays, so another file can be chosen.
   */
  onUploaded: (fileIds: number[], file: File) => Promise<void>;
}

/** Spec 1 §2, modal "upload": one file uploaded for its use (progress, cancel), then handed to the opener. */
export const UploadModal = ({ props, close }: ModalComponentProps<UploadProps>) => {
  const { t } = useTranslation('modals');
  const [error, setError] = useState<string>();
  return (
    <Dialog open onClose={close} title={props.title} closeLabel={t('close')}>
      <FileUpload
        use={props.use}
        label={props.label}
        error={error}
        onUploaded={(fileIds, file) => {
          setError(undefined);
          props
            .onUploaded(fileIds, file)
            .then(close, (rejection: unknown) =>
              setError(rejection instanceof Error ? rejection.message : String(rejection)),
            );
        }}
      />
    </Dialog>
  );
};
