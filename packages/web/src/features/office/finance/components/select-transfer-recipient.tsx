import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';
import { type Recipient, useRecipients } from '../api/finance-api';

/** How long typing must pause before a search goes out. */
const SEARCH_PAUSE_MS = 300;

interface Props {
  open: boolean;
  onClose: () => void;
  onSelect: (recipient: Recipient) => void;
}

/** The select-transfer-recipient dialog (spec 1 §2): users found by number or name (transfer/gift/users). */
export const SelectTransferRecipient = ({ open, onClose, onSelect }: Props) => {
  const { t } = useTranslation('finance');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useRecipients(q);
  return (
    <Dialog open={open} onClose={onClose} title={t('recipient.title')} closeLabel={t('close')}>
      <label className={styles.field}>
        {t('recipient.search')}
        <input
          className={styles.input}
          type="search"
          value={typed}
          placeholder={t('recipient.placeholder')}
          onChange={(e) => setTyped(e.target.value)}
          data-autofocus
        />
      </label>
      <div aria-live="polite">
        {q.length < 2 ? (
          <p className={styles.muted}>{t('recipient.hint')}</p>
        ) : found.isPending ? (
          <p className={styles.muted}>{t('recipient.searching')}</p>
        ) : found.isError ? (
          <p className={styles.error}>{t('recipient.failed')}</p>
        ) : found.data.users.length === 0 ? (
          <p className={styles.muted}>{t('recipient.none')}</p>
        ) : (
          <ul className={styles.results}>
            {found.data.users.map((user) => (
              <li key={user.id}>
                <button type="button" className={styles.result} onClick={() => onSelect(user)}>
                  {user.name} · {user.number}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
};
