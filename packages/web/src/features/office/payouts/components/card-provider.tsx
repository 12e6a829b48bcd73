import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { refusalMessage } from '../../../../lib/amount-check';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import styles from '../../../../ui/money.module.css';
import { QueryView } from '../../../../ui/query-view';
import { useCardInvitation } from '../api/card-invitation';
import { useCardAccounts } from '../api/get-card-accounts';

/** Spec 2 §2 card-payout provider: the accounts, opening one for a business type (company-type modal), its invitation again. */
export const CardProvider = () => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const accounts = useCardAccounts();
  const { open: openModal } = useModals();
  const invite = useCardInvitation();
  const [links, setLinks] = useState<Record<number, string>>({});
  const failure = invite.error;
  return (
    <Card title={t('card.title')}>
      <QueryView query={accounts} group="cardProvider">
        {(data) => {
          const taken = new Set(data.accounts.filter((a) => a.status !== 'rejected').map((a) => a.business_type_id));
          const free = data.business_types.filter((b) => !taken.has(b.id));
          const typeName = (id: number) => data.business_types.find((b) => b.id === id)?.name ?? String(id);
          return (
            <div className={styles.form}>
              <p className={styles.muted}>{t('card.intro')}</p>
              {data.accounts.length === 0 ? <p className={styles.muted}>{t('card.none')}</p> : null}
              <ul className={styles.results}>
                {data.accounts.map((a) => (
                  <li key={a.id} className={styles.balance} data-card-account={a.status}>
                    <strong>{typeName(a.business_type_id)}</strong>
                    <span>{a.card_mask ?? t('card.noCard')}</span>
                    <span className={styles.muted}>{t(`card.status.${a.status}`)}</span>
                    {a.status === 'invited' || a.status === 'pending' ? (
                      <span className={styles.recipient}>
                        <Button
                          variant="secondary"
                          disabled={invite.isPending}
                          onClick={() =>
                            invite.mutate(
                              { params: { path: { id: a.id } } },
                              { onSuccess: (sent) => setLinks((l) => ({ ...l, [a.id]: sent.url })) },
                            )
                          }
                        >
                          {t('card.invite')}
                        </Button>
                        {links[a.id] ? (
                          <a href={links[a.id]} target="_blank" rel="noopener noreferrer">
                            {t('card.openInvitation')}
                          </a>
                        ) : null}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
              {failure ? <Alert>{refusalMessage(tf, readEnvelope(failure), refusalText)}</Alert> : null}
              {free.length > 0 ? (
                <div className={styles.controls}>
                  <Button onClick={() => openModal('company-type', { types: free })}>{t('card.add')}</Button>
                </div>
              ) : null}
            </div>
          );
        }}
      </QueryView>
    </Card>
  );
};
