import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fieldErrorsOf } from '../../../api/envelope';
import { hrefTo } from '../../../config/paths';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { usePageParams } from '../../../modals/use-page-params';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useInstallmentRequest } from '../api/installment-request';
import shop from '../shop.module.css';

/**
 * Spec 1 §2 installment-request (spec 2 §7 POST installment request): a call-back request to buy
 * the product of the page it is opened over in instalments.
 */
export const InstallmentRequestModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation(['product', 'named-modals']);
  const code = usePageParams('ShopProduct')?.code ?? null;
  const request = useInstallmentRequest();
  const [form, setForm] = useState({ name: '', phone: '', comment: '' });
  const errors = fieldErrorsOf(request.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) return;
    request.mutate({
      params: { path: { code } },
      body: { name: form.name, phone: form.phone, ...(form.comment ? { comment: form.comment } : {}) },
    });
  };
  return (
    <Dialog open onClose={close} title={t('installment.title')} closeLabel={t('close')}>
      {!code ? (
        <p>{t('named-modals:installment.fromProduct')}</p>
      ) : request.isSuccess ? (
        <Alert tone="info">{t('installment.sent')}</Alert>
      ) : (
        <form className={shop.form} onSubmit={submit} noValidate>
          <p className={shop.muted}>
            {t('installment.lead')} <Link to={hrefTo('TermsOfInstallments')}>{t('installment.terms')}</Link>
          </p>
          <TextField
            label={t('installment.name')}
            value={form.name}
            error={errors.name}
            autoComplete="name"
            required
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          <TextField
            label={t('installment.phone')}
            value={form.phone}
            error={errors.phone}
            type="tel"
            autoComplete="tel"
            required
            onChange={(event) => setForm({ ...form, phone: event.target.value })}
          />
          <TextField
            label={t('installment.comment')}
            value={form.comment}
            error={errors.comment}
            onChange={(event) => setForm({ ...form, comment: event.target.value })}
          />
          {request.isError && !Object.keys(errors).length && <Alert>{t('installment.failed')}</Alert>}
          <Button type="submit" disabled={request.isPending}>
            {t('installment.send')}
          </Button>
        </form>
      )}
    </Dialog>
  );
};
