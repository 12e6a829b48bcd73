import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { useModals } from '../../../../modals/modals-context';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { usePartnerCard } from '../api/get-partner-card';
import { LookupError } from '../components/lookup-error';
import { PartnerCard } from '../components/partner-card';

export interface MyPartnerProps {
  number: string;
}

/** Spec 1 §2 my-partner: a partner of the structure, opened from the tree, the search or the partner list. */
export const MyPartnerModal = ({ props, close }: ModalComponentProps<MyPartnerProps>) => {
  const { t } = useTranslation('team');
  const { open } = useModals();
  const card = usePartnerCard(props.number);
  const sponsor = card.data?.sponsor;
  return (
    <Dialog
      open
      onClose={close}
      title={card.data?.name ?? t('card.title', { number: props.number })}
      closeLabel={t('close')}
    >
      {card.isPending ? (
        <Spinner label={t('card.loading')} />
      ) : card.isError ? (
        <LookupError error={card.error} />
      ) : (
        <PartnerCard
          card={card.data}
          {...(sponsor ? { onMentor: () => open('my-mentor', { number: sponsor.number, name: sponsor.name }) } : {})}
        />
      )}
    </Dialog>
  );
};
