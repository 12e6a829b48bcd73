import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { refusalMessage } from '../../../../lib/amount-check';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';
import { useAddCardAccount } from '../api/add-card-account';

export interface CompanyTypeProps {
  /** The business types the user has no card-payout account for yet (spec 2 §3 business_types). */
  types: readonly { id: number; name: string }[];
}

/**
 * The company-type modal (spec 1 §2): the business type a card-payout provider account is opened
 * for, chosen from the provider's business_types (spec 2 §3), then the account opened.
 */
export const CompanyTypeModal = ({ props, close }: ModalComponentProps<CompanyTypeProps>) => {
  const { t, i18n } = useTranslation('payouts');
  const refusalText = useRefusalText();
  const tf = i18n.getFixedT(i18n.resolvedLanguage ?? i18n.language, 'finance');
  const [chosen, setChosen] = useState(props.types[0]?.id);
  const add = useAddCardAccount();
  return (
    <Dialog
      open
      onClose={close}
      title={t('card.businessType')}
      closeLabel={t('close')}
      footer={
        <>
          <Button
            disabled={add.isPending || chosen === undefined}
            onClick={() =>
              chosen !== undefined && add.mutate({ body: { business_type_id: chosen } }, { onSuccess: close })
            }
          >
            {t('card.add')}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('close')}
          </Button>
        </>
      }
    >
      <p className={styles.muted}>{t('card.intro')}</p>
      {/* Named by the dialog's title, which already says "business type". */}
      <fieldset className={styles.choices} aria-label={t('card.businessType')}>
        {props.types.map((type, index) => (
          <label key={type.id} className={styles.choice}>
            <input
              type="radio"
              name="business_type"
              value={type.id}
              checked={chosen === type.id}
              onChange={() => setChosen(type.id)}
              {...(index === 0 ? { 'data-autofocus': '' } : {})}
            />
            {type.name}
          </label>
        ))}
      </fieldset>
      {add.error ? <Alert>{refusalMessage(tf, readEnvelope(add.error), refusalText)}</Alert> : null}
    </Dialog>
  );
};
