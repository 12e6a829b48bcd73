import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';

/** A block of the office home whose own read failed: the rest of the page stands (issue 16). */
export const BlockFailed = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation('office');
  return (
    <Alert tone="warning">
      <p>{t('block.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('block.retry')}
      </Button>
    </Alert>
  );
};
