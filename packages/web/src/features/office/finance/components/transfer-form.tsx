import { TRANSFER_COMMENT_MAX } from '@gf/contracts/gateway/finance';
import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { fieldMessage } from '../../../../lib/amount-check';
import { useZodForm } from '../../../../lib/form';
import { useMoney } from '../../../../lib/money';
import { useMoneyMoveSubmit } from '../../../../lib/money-move-submit';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FormRefusal } from '../../../../ui/form-refusal';
import styles from '../../../../ui/money.module.css';
import { MoneyMoveConfirm } from '../../../../ui/money-move-confirm';
import { TextField } from '../../../../ui/text-field';
import { ACCOUNT_TYPES, type AccountType } from '../api/get-accounts';
import type { Recipient } from '../api/get-recipients';
import { type TransferType, useTransferType } from '../api/get-transfers';
import { useMakeTransfer } from '../api/make-transfer';
import { transferForm } from './transfer-schema';

/** Rules not yet loaded: the form cannot be sent (its button waits), so no amount passes. */
const NO_RULES = { min_amount: 0, max_amount: 0, balance: 0 };

/** The transfer form (spec 2 §2 Transfers): in a card on the transfer page, and as the transfer modal. */
export const TransferForm = ({ types }: { types: readonly TransferType[] }) => {
  const { t } = useTranslation('finance');
  const firstType = types[0] ?? 'internal';
  // The chosen account's rules bound the schema, so the choice is held before the form.
  const [type, setType] = useState<TransferType>(firstType);
  const rules = useTransferType(type, 1);
  const form = useZodForm(transferForm(rules.data ?? NO_RULES), {
    type: firstType,
    target: 'account',
    to_account: ACCOUNT_TYPES.find((a) => a !== firstType) ?? 'gift',
    recipient_number: '',
    amount: '',
    comment: '',
  });
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [done, setDone] = useState<string>();
  const { open } = useModals();
  const make = useMakeTransfer();
  const currency = rules.data?.currency_code ?? 'RUB';
  const money = useMoney(currency);
  const bounds = rules.data
    ? { min: money(rules.data.min_amount), max: money(rules.data.max_amount) }
    : { min: '', max: '' };
  const target = form.watch('target');
  const ownTargets = ACCOUNT_TYPES.filter((a) => a !== type);
  const toOf = (values: { target: string; to_account: AccountType }) =>
    values.target === 'account'
      ? t(`account.${values.to_account}`)
      : recipient
        ? `${recipient.name} · ${recipient.number}`
        : '';
  const transfer = useMoneyMoveSubmit(form, {
    send: (values, key) =>
      make.mutateAsync({
        params: { path: { type: values.type } },
        body: {
          idempotency_key: key,
          amount: minorToDecimal(values.amount),
          ...(values.target === 'account'
            ? { to_account: values.to_account }
            : { recipient_number: values.recipient_number }),
          ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
        },
      }),
    onDone: (reply, values) => {
      form.setValue('amount', '');
      form.setValue('comment', '');
      setDone(t('transfer.done', { amount: money(reply.transfer.amount), to: toOf(values) }));
    },
    // Perhaps done upstream: the same key again gets the first transfer back, never a second.
    unknown: t('confirm.unknown'),
    refusalText: (envelope) => (envelope.code.startsWith('spectator_') ? t('errors.spectator') : undefined),
  });

  const errors = form.formState.errors;
  const error = (message: string | undefined) => fieldMessage(t, message, bounds);
  const comment = transfer.confirming?.comment?.trim();

  return (
    <>
      {done ? <Alert tone="info">{done}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          setDone(undefined);
          void transfer.review(event);
        }}
      >
        <FormRefusal message={transfer.refusal} />
        <fieldset className={styles.choices}>
          <legend>{t('transfer.from')}</legend>
          {types.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                value={option}
                {...form.register('type', {
                  onChange: () => {
                    setType(option);
                    if (form.getValues('to_account') === option)
                      form.setValue('to_account', ACCOUNT_TYPES.find((a) => a !== option) ?? 'gift');
                    form.clearErrors();
                  },
                })}
              />
              {t(`account.${option}`)}
            </label>
          ))}
        </fieldset>
        {rules.data ? (
          <p className={styles.muted} data-rules>
            {t('transfer.rules', { balance: money(rules.data.balance), min: bounds.min, max: bounds.max })}
          </p>
        ) : null}
        <fieldset className={styles.choices}>
          <legend>{t('transfer.to')}</legend>
          <label className={styles.choice}>
            <input type="radio" value="account" {...form.register('target')} />
            {t('transfer.toOwn')}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="user" {...form.register('target')} />
            {t('transfer.toUser')}
          </label>
        </fieldset>
        {target === 'account' ? (
          <label className={styles.field}>
            {t('transfer.toAccount')}
            <select
              className={styles.select}
              {...form.register('to_account')}
              aria-invalid={errors.to_account ? true : undefined}
            >
              {ownTargets.map((a) => (
                <option key={a} value={a}>
                  {t(`account.${a}`)}
                </option>
              ))}
            </select>
            {errors.to_account ? <span className={styles.error}>{error(errors.to_account.message)}</span> : null}
          </label>
        ) : (
          <div className={styles.field}>
            <span>{t('transfer.recipient')}</span>
            <div className={styles.recipient}>
              <strong data-recipient>
                {recipient ? `${recipient.name} · ${recipient.number}` : t('transfer.noRecipient')}
              </strong>
              <Button
                variant="secondary"
                onClick={() =>
                  open('select-transfer-recipient', {
                    onSelect: (user) => {
                      setRecipient(user);
                      form.setValue('recipient_number', user.number);
                      form.clearErrors('recipient_number');
                    },
                  })
                }
              >
                {recipient ? t('transfer.changeRecipient') : t('transfer.chooseRecipient')}
              </Button>
            </div>
            {errors.recipient_number ? (
              <span className={styles.error}>{error(errors.recipient_number.message)}</span>
            ) : null}
          </div>
        )}
        <TextField
          label={t('transfer.amount', { currency })}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
          error={error(errors.amount?.message)}
        />
        <TextField
          label={t('transfer.comment')}
          maxLength={TRANSFER_COMMENT_MAX}
          {...form.register('comment')}
          error={error(errors.comment?.message)}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!rules.data}>
            {t('transfer.review')}
          </Button>
        </div>
      </form>
      {transfer.confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t(`account.${transfer.confirming.type}`),
            to: toOf(transfer.confirming),
            amount: money(minorToAmount(transfer.confirming.amount)),
            more: comment ? [{ label: t('transfer.comment'), value: comment }] : [],
          }}
          labels={{
            title: t('confirm.title'),
            from: t('confirm.from'),
            to: t('confirm.to'),
            amount: t('confirm.amount'),
            confirm: t('confirm.send'),
            pending: t('confirm.sending'),
            back: t('confirm.back'),
            close: t('close'),
          }}
          pending={make.isPending}
          failure={transfer.unsure}
          onConfirm={transfer.confirm}
          onClose={transfer.close}
        />
      ) : null}
    </>
  );
};
