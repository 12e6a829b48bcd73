import { useTranslation } from '../../../../i18n/use-translation';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';

export interface PackagesLimitProps {
  /** The full packages' names, in the event's language. */
  names: string[];
}

/** Spec 1 §2 packages-limit-reached: a package the user reached for has no places left. */
export const PackagesLimitReachedModal = ({ props, close }: ModalComponentProps<PackagesLimitProps>) => {
  const { t, i18n } = useTranslation('applications');
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(props.names);
  return (
    <Dialog
      open
      onClose={close}
      title={t('limit.title')}
      closeLabel={t('close')}
      footer={
        <Button onClick={close} data-autofocus="">
          {t('limit.ok')}
        </Button>
      }
    >
      <p>{t('limit.text', { name: names })}</p>
    </Dialog>
  );
};
