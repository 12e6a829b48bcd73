import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';
import { Button, buttonClass } from '../../../../ui/button';
import { useExcelExport } from '../api/excel-export';
import styles from './excel-export-button.module.css';

/** Why an export failed, by the gateway's code: the upstream could not build it, or took too long. */
const FAILURE_REASONS: Record<string, 'excel.buildFailed' | 'excel.timedOut'> = {
  export_failed: 'excel.buildFailed',
  export_timed_out: 'excel.timedOut',
};

/**
 * The bonus Excel export of a period (spec 2 §4), for the statement page: start it, see it being
 * prepared, download the file, or try again when it failed. Keyed by the period where the page
 * lets the user change it (`<ExcelExportButton key={periodId} periodId={periodId} />`).
 */
export const ExcelExportButton = ({ periodId }: { periodId?: number }) => {
  const { t } = useTranslation('statements');
  const { view, start } = useExcelExport(periodId);
  if (view.state === 'running') {
    // No counter: how often the gateway asked the upstream says nothing about how far the file is.
    return (
      <div className={styles.export} aria-live="polite">
        <Button disabled>{t('excel.running')}</Button>
        <progress className={styles.progress} aria-label={t('excel.running')} />
      </div>
    );
  }
  if (view.state === 'ready') {
    return (
      <div className={styles.export} aria-live="polite">
        <span className={styles.note}>{t('excel.ready')}</span>
        <a className={buttonClass('primary')} href={view.job.file ?? undefined} download>
          {t('excel.download')}
        </a>
      </div>
    );
  }
  if (view.state === 'failed') {
    return (
      <div className={styles.export}>
        <Alert>{t(FAILURE_REASONS[view.error?.code ?? ''] ?? 'excel.failed')}</Alert>
        <Button variant="secondary" onClick={() => void start()}>
          {t('excel.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.export}>
      <Button variant="secondary" onClick={() => void start()}>
        {t('excel.start')}
      </Button>
    </div>
  );
};
