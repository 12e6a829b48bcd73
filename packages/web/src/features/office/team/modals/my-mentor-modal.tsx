import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import { Spinner } from '../../../../ui/spinner';
import { usePartnerCard } from '../api/get-partner-card';
import { LookupError } from '../components/lookup-error';
import { PartnerCard } from '../components/partner-card';

export interface MyMentorProps {
  number: string;
  name: string;
}

/**
 * Spec 1 §2 my-mentor: the sponsor of a partner, as a card. A mentor above the user's own structure
 * answers the partner-lookup code, shown as what it means under the name the opener knew.
 */
export const MyMentorModal = ({ props, close }: ModalComponentProps<MyMentorProps>) => {
  const { t } = useTranslation('team');
  const card = usePartnerCard(props.number);
  return (
    <Dialog open onClose={close} title={t('mentor.title', { name: props.name })} closeLabel={t('close')}>
      {card.isPending ? (
        <Spinner label={t('card.loading')} />
      ) : card.isError ? (
        <>
          <p>
            {props.name} ({props.number})
          </p>
          <LookupError error={card.error} />
        </>
      ) : (
        <PartnerCard card={card.data} />
      )}
    </Dialog>
  );
};
