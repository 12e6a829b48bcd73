import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Dialog } from '../../../../ui/dialog';
import type { TeamClient } from '../api/get-team-lists';
import styles from '../team.module.css';

export interface MyClientProps {
  client: TeamClient;
}

/** Spec 1 §2 my-client: a client of the list with how to reach them and how they order (the list's row; no call). */
export const MyClientModal = ({ props, close }: ModalComponentProps<MyClientProps>) => {
  const { t } = useTranslation('team');
  const site = useSite();
  const { client } = props;
  return (
    <Dialog open onClose={close} title={client.name} closeLabel={t('close')}>
      <dl className={styles.details}>
        <dt>{t('fields.number')}</dt>
        <dd>{client.number}</dd>
        <dt>{t('fields.country')}</dt>
        <dd>{client.country}</dd>
        {client.phone && (
          <>
            <dt>{t('fields.phone')}</dt>
            <dd>
              <a href={`tel:${client.phone}`} dir="ltr">
                {client.phone}
              </a>
            </dd>
          </>
        )}
        {client.email && (
          <>
            <dt>{t('fields.email')}</dt>
            <dd>
              <a href={`mailto:${client.email}`}>{client.email}</a>
            </dd>
          </>
        )}
        <dt>{t('fields.registered')}</dt>
        <dd>{formatDate(client.registration_date, site.dateFormat)}</dd>
        <dt>{t('fields.lastOrder')}</dt>
        <dd>{client.last_order_date ? formatDate(client.last_order_date, site.dateFormat) : t('clients.noOrders')}</dd>
        <dt>{t('fields.orders')}</dt>
        <dd>{client.orders_count}</dd>
      </dl>
    </Dialog>
  );
};
