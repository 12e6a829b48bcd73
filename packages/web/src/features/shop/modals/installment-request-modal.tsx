import { InstallmentBody } from '@gf/contracts/gateway/shop';
import { hrefTo } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Link } from '../../../lib/link';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { usePageParams } from '../../../modals/use-page-params';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormField } from '../../../ui/form-field';
import { FormRefusal } from '../../../ui/form-refusal';
import { useInstallmentRequest } from '../api/installment-request';
import shop from '../shop.module.css';

/** What the request sends, checked as the gateway checks it (spec 2 §7 installment request). */
const installmentForm = InstallmentBody;

/**
 * Spec 1 §2 installment-request (spec 2 §7 POST installment request): a call-back request to buy
 * the product of the page it is opened over in instalments.
 */
export const InstallmentRequestModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['product', 'named-modals']);
  const code = usePageParams('ShopProduct')?.code ?? null;
  const request = useInstallmentRequest();
  const form = useZodForm(installmentForm, { name: '', phone: '', comment: '' });
  // The request takes no idempotency key: a second press while it is on its way is dropped by useFormSubmit.
  const { submit, refusal } = useFormSubmit(form, {
    send: ({ name, phone, comment }) =>
      request.mutateAsync({
        params: { path: { code: code ?? '' } },
        body: { name, phone, ...(comment ? { comment } : {}) },
      }),
  });
  return (
    <Dialog open onClose={close} title={t('installment.title')} closeLabel={t('close')}>
      {!code ? (
        <p>{t('named-modals:installment.fromProduct')}</p>
      ) : request.isSuccess ? (
        <Alert tone="info">{t('installment.sent')}</Alert>
      ) : (
        <form className={shop.form} onSubmit={submit} noValidate>
          <FormRefusal message={refusal} />
          <p className={shop.muted}>
            {t('installment.lead')} <Link to={hrefTo('TermsOfInstallments')}>{t('installment.terms')}</Link>
          </p>
          <FormField form={form} name="name" label={t('installment.name')} autoComplete="name" required />
          <FormField form={form} name="phone" label={t('installment.phone')} type="tel" autoComplete="tel" required />
          <FormField form={form} name="comment" label={t('installment.comment')} />
          <Button type="submit" disabled={request.isPending}>
            {t('installment.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
