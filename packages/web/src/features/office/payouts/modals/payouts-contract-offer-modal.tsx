import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';
import { RichText } from '../../../../ui/rich-text';
import { useAgreeOffer } from '../api/agree-offer';
import type { PayoutCompany } from '../api/get-companies';
import { useOffer } from '../api/get-offer';
import { payoutDocumentHref } from '../api/payout-documents';

export interface PayoutsContractOfferProps {
  company: PayoutCompany;
}

/** The payouts-contract-offer modal (spec 1 §2): the company's offer, its file, and agreeing to it. */
export const PayoutsContractOfferModal = ({
  props,
  close: onClose,
}: ModalComponentProps<PayoutsContractOfferProps>) => {
  const { company } = props;
  const { t } = useTranslation('payouts');
  const offer = useOffer(company.id);
  const agree = useAgreeOffer();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('offer.title', { name: company.name })}
      closeLabel={t('close')}
      footer={
        <>
          {company.offer_agreed ? (
            <p className={styles.muted}>{t('offer.agreed')}</p>
          ) : (
            <Button
              disabled={agree.isPending || !offer.data}
              onClick={() => agree.mutate({ params: { path: { id: company.id } } }, { onSuccess: onClose })}
            >
              {t('offer.agree')}
            </Button>
          )}
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      {offer.isPending ? (
        <p className={styles.muted}>{t('offer.loading')}</p>
      ) : offer.isError ? (
        <p className={styles.error}>{t('offer.failed')}</p>
      ) : (
        <>
          <RichText html={offer.data.text} />
          <p>
            <a href={payoutDocumentHref(offer.data.offer_file.id)} download>
              {t('offer.file', { name: offer.data.offer_file.name })}
            </a>
          </p>
        </>
      )}
      {agree.isError ? <p className={styles.error}>{t('offer.agreeFailed')}</p> : null}
    </Dialog>
  );
};
