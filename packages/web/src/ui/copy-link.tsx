import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { copyText } from '../lib/copy-text';
import { Button } from './button';
import styles from './copy-link.module.css';

export interface CopyLinkLabels {
  /** The field's name for assistive technology. */
  link: string;
  copy: string;
  copied: string;
}

/**
 * A link to hand on: the address in a read-only field, selected when focused, and a button that
 * copies it; a copy the browser refuses says so. The field reads left to right in every language:
 * in a right-to-left dialog an address otherwise shows its end, and a partner checking it sees the
 * query, not the site.
 */
export const CopyLink = ({
  url,
  labels,
  autoFocus = false,
}: {
  url: string;
  labels: CopyLinkLabels;
  autoFocus?: boolean;
}) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <div className={styles.copyLink}>
      <input
        className={styles.field}
        dir="ltr"
        readOnly
        value={url}
        aria-label={labels.link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button {...(autoFocus ? { 'data-autofocus': '' } : {})} onClick={() => void copyText(url).then(setCopied)}>
        {copied ? labels.copied : labels.copy}
      </Button>
      {copied === false && (
        <span role="status" className={styles.failed}>
          {t('share.failed')}
        </span>
      )}
    </div>
  );
};
