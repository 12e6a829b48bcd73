import { minorToAmount, minorToDecimal } from '@gf/contracts/rules/money-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { checkAmount, fieldMessage, refusalErrors } from '../../../../lib/amount-check';
import { attemptRefused, useOnceKey } from '../../../../lib/idempotency-key';
import { useMoney } from '../../../../lib/money';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import styles from '../../../../ui/money.module.css';
import { MoneyMoveConfirm } from '../../../../ui/money-move-confirm';
import { TextField } from '../../../../ui/text-field';
import { ACCOUNT_TYPES, type AccountType } from '../api/get-accounts';
import type { Recipient } from '../api/get-recipients';
import { type TransferType, useTransferType } from '../api/get-transfers';
import { useMakeTransfer } from '../api/make-transfer';

type Target = 'account' | 'user';
type Errors = Partial<Record<'amount' | 'to_account' | 'recipient_number' | 'comment' | 'form', string>>;

/** The transfer form (spec 2 §2 Transfers): in a card on the transfer page, and as the transfer modal. */
export const TransferForm = ({ types }: { types: readonly TransferType[] }) => {
  const { t } = useTranslation('finance');
  const refusalText = useRefusalText();
  const [type, setType] = useState<TransferType>(types[0] ?? 'internal');
  const rules = useTransferType(type, 1);
  const [target, setTarget] = useState<Target>('account');
  const ownTargets = ACCOUNT_TYPES.filter((a) => a !== type);
  const [toAccount, setToAccount] = useState<AccountType>(ownTargets[0] ?? 'gift');
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const { open } = useModals();
  const [amount, setAmount] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<{ minor: number } | null>(null);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const once = useOnceKey();
  const make = useMakeTransfer();
  const currency = rules.data?.currency_code ?? 'RUB';
  const money = useMoney(currency);
  const bounds = rules.data
    ? { min: money(rules.data.min_amount), max: money(rules.data.max_amount) }
    : { min: '', max: '' };
  const to =
    target === 'account' ? t(`account.${toAccount}`) : recipient ? `${recipient.name} · ${recipient.number}` : '';

  const chooseType = (next: TransferType) => {
    setType(next);
    if (toAccount === next) setToAccount(ACCOUNT_TYPES.find((a) => a !== next) ?? 'gift');
    setErrors({});
  };

  const review = () => {
    if (!rules.data) return;
    const found: Errors = {};
    const checked = checkAmount(amount, {
      min: rules.data.min_amount,
      max: rules.data.max_amount,
      balance: rules.data.balance,
    });
    if ('error' in checked) found.amount = fieldMessage(t, checked.error, bounds);
    if (target === 'user' && !recipient) found.recipient_number = t('errors.choose_recipient');
    setErrors(found);
    setDone(undefined);
    if (Object.keys(found).length > 0 || 'error' in checked) return;
    setFailure(undefined);
    setConfirming({ minor: checked.minor });
  };

  const send = async () => {
    if (!confirming || make.isPending) return;
    try {
      const reply = await once((key) =>
        make.mutateAsync({
          params: { path: { type } },
          body: {
            idempotency_key: key,
            amount: minorToDecimal(confirming.minor),
            ...(target === 'account' ? { to_account: toAccount } : { recipient_number: recipient?.number ?? '' }),
            ...(comment.trim() ? { comment: comment.trim() } : {}),
          },
        }),
      );
      setConfirming(null);
      setAmount('');
      setComment('');
      setDone(t('transfer.done', { amount: money(reply.transfer.amount), to }));
    } catch (error) {
      const envelope = readEnvelope(error);
      if (!attemptRefused(envelope.status)) {
        // Perhaps done upstream: the same key again gets the first transfer back, never a second.
        setFailure(t('confirm.unknown'));
        return;
      }
      setConfirming(null);
      setErrors(refusalErrors(t, envelope, bounds, refusalText));
    }
  };

  return (
    <>
      {done ? <Alert tone="info">{done}</Alert> : null}
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <fieldset className={styles.choices}>
          <legend>{t('transfer.from')}</legend>
          {types.map((option) => (
            <label key={option} className={styles.choice}>
              <input type="radio" name="type" checked={type === option} onChange={() => chooseType(option)} />
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
            <input type="radio" name="target" checked={target === 'account'} onChange={() => setTarget('account')} />
            {t('transfer.toOwn')}
          </label>
          <label className={styles.choice}>
            <input type="radio" name="target" checked={target === 'user'} onChange={() => setTarget('user')} />
            {t('transfer.toUser')}
          </label>
        </fieldset>
        {target === 'account' ? (
          <label className={styles.field}>
            {t('transfer.toAccount')}
            <select
              className={styles.select}
              value={toAccount}
              onChange={(e) => setToAccount(e.target.value as AccountType)}
              aria-invalid={errors.to_account ? true : undefined}
            >
              {ownTargets.map((a) => (
                <option key={a} value={a}>
                  {t(`account.${a}`)}
                </option>
              ))}
            </select>
            {errors.to_account ? <span className={styles.error}>{errors.to_account}</span> : null}
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
                      setErrors((e) => ({ ...e, recipient_number: undefined }));
                    },
                  })
                }
              >
                {recipient ? t('transfer.changeRecipient') : t('transfer.chooseRecipient')}
              </Button>
            </div>
            {errors.recipient_number ? <span className={styles.error}>{errors.recipient_number}</span> : null}
          </div>
        )}
        <TextField
          label={t('transfer.amount', { currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextField
          label={t('transfer.comment')}
          name="comment"
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={errors.comment}
        />
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={!rules.data}>
            {t('transfer.review')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <MoneyMoveConfirm
          move={{
            from: t(`account.${type}`),
            to,
            amount: money(minorToAmount(confirming.minor)),
            more: comment.trim() ? [{ label: t('transfer.comment'), value: comment.trim() }] : [],
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
          failure={failure}
          onConfirm={send}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
};
