import type { ScanType } from '@gf/contracts/rules/event-application-rules';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button';
import { FileUpload } from '../../../../ui/file-upload';
import type { DocumentScan } from '../api/get-application-event';
import { scanDestination, scanHref, useDeleteScan } from '../api/scans';
import styles from '../applications.module.css';

interface ScanSectionProps {
  eventId: number;
  type: ScanType;
  scans: DocumentScan[];
  required: boolean;
  /** The field error for this scan (already translated). */
  error: string | undefined;
  onChanged: () => void;
}

/**
 * The scans of one document (spec 2 §3 "document scans"): those uploaded, each downloadable and
 * deletable, and a picker that uploads a new one at once through the gateway with the
 * event-application size and type limits (refusals under the field).
 */
export const ScanSection = ({ eventId, type, scans, required, error, onChanged }: ScanSectionProps) => {
  const { t } = useTranslation('applications');
  const refusalText = useRefusalText();
  const remove = useDeleteScan(eventId);
  const failure = remove.error ? refusalText(readEnvelope(remove.error)) : undefined;
  return (
    <div className={styles.choices} data-scan={type}>
      <FileUpload
        use={scanDestination(eventId, type)}
        label={`${t(`scanTypes.${type}`)}${required ? ' *' : ''}`}
        onUploaded={onChanged}
        error={scans.length === 0 ? error : undefined}
      />
      {scans.length > 0 && (
        <ul className={styles.scans} aria-label={t(`scanTypes.${type}`)}>
          {scans.map((scan) => (
            <li key={scan.id} className={styles.scan}>
              <a href={scanHref(scan.id)} download>
                {scan.name}
              </a>
              <Button
                variant="quiet"
                disabled={remove.isPending}
                onClick={() => remove.mutate(scan.id, { onSuccess: onChanged })}
                aria-label={t('form.deleteScan', { name: scan.name })}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </div>
  );
};
