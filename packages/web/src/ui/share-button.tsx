import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { copyText } from '../lib/copy-text';
import { Button } from './button';
import styles from './share-button.module.css';

type Outcome = 'copied' | 'failed' | null;

/** The browser's share sheet, where it has one (the Web Share API: phones, some desktops). */
const shareSheet = (): Navigator['share'] | null =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : null;

/** A person closing the share sheet without choosing: nothing to report. */
const isCancel = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Hands a link on (issue 32 "links partners share work"): the browser's share sheet where it has
 * one, so a partner on a phone sends it to a messenger in one tap; elsewhere the link is copied,
 * and the button says so beside it. A sheet that fails (not a cancel) falls back to copying.
 */
export const ShareButton = ({ url, title }: { url: string; title: string }) => {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const sheet = shareSheet();

  const copy = () => copyText(url).then((copied) => setOutcome(copied ? 'copied' : 'failed'));

  const share = () => {
    setOutcome(null);
    if (!sheet) return void copy();
    sheet({ title, url }).then(
      () => undefined,
      (error: unknown) => (isCancel(error) ? undefined : copy()),
    );
  };

  return (
    <span className={styles.share}>
      <Button variant="secondary" onClick={share} data-share={url}>
        {sheet ? t('share.share') : t('share.copy')}
      </Button>
      <span role="status" className={outcome === 'failed' ? styles.failed : styles.done}>
        {outcome === 'copied' ? t('share.copied') : outcome === 'failed' ? t('share.failed') : ''}
      </span>
    </span>
  );
};
