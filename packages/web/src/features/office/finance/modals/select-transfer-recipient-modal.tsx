import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';
import { type Recipient, useRecipients } from '../api/get-recipients';

/** How long typing must pause before a search goes out. */
const SEARCH_PAUSE_MS = 300;

export interface SelectTransferRecipientProps {
  /** Told of the user picked; the modal closes itself after. */
  onSelect: (recipient: Recipient) => void;
}

/** The select-transfer-recipient modal (spec 1 §2): users found by number or name (transfer/gift/users). */
export const SelectTransferRecipientModal = ({ props, close }: ModalComponentProps<SelectTransferRecipientProps>) => {
  const { t } = useTranslation('finance');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useRecipients(q);
  return (
    <Dialog open onClose={close} title={t('recipient.title')} closeLabel={t('close')}>
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
                <button
                  type="button"
                  className={styles.result}
                  onClick={() => {
                    props.onSelect(user);
                    close();
                  }}
                >
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
