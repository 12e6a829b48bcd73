import { MAIL_MESSAGE_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { paths } from '../../../../config/paths';
import { attemptRefused, newIdempotencyKey } from '../../../../lib/idempotency-key';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextField } from '../../../../ui/text-field';
import { useMailRecipients } from '../api/get-mail-recipients';
import { useMailTemplates } from '../api/get-mail-templates';
import { useRefreshMail } from '../api/refresh-mail';
import { useStartConversation, useStartSystemConversation } from '../api/start-conversation';
import { type Attached, AttachmentsField } from '../components/attachments-field';
import { type MailFailure, type MailField, mailFailureOf } from '../components/mail-failure';
import styles from '../mail-conversation.module.css';

type Kind = 'message' | 'template';
type Recipient = 'support' | 'sponsor';

/**
 * The start-conversation modal (spec 1 §2): a message to support or the sponsor with a subject,
 * an order number if it is about one, and attachments; or one of the system templates with
 * support (start/system). One conversation per opening of the modal (idempotency key), however
 * often a failed start is sent again; the typed text stays through every refusal.
 */
export const StartConversationModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('mail');
  const refusalText = useRefusalText();
  const id = useId();
  const navigate = useNavigate();
  const refreshMail = useRefreshMail();
  const templates = useMailTemplates();
  // Support takes everyone's mail; the sponsor is offered once the gateway says there is one.
  const hasSponsor = useMailRecipients().data?.recipients.some((item) => item.type === 'sponsor') ?? false;
  const form = useRef<HTMLFormElement>(null);
  const formId = useId();
  const start = useStartConversation();
  const startSystem = useStartSystemConversation();
  const key = useRef(newIdempotencyKey());
  const [kind, setKind] = useState<Kind>('message');
  const [recipient, setRecipient] = useState<Recipient>('support');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [orderNumber, setOrderNumber] = useState('');
  const [templateId, setTemplateId] = useState<number | null>(null);
  const [files, setFiles] = useState<Attached[]>([]);
  const [missing, setMissing] = useState<ReadonlySet<MailField>>(new Set());
  const [failure, setFailure] = useState<MailFailure | null>(null);
  const pending = start.isPending || startSystem.isPending;
  const template = templates.data?.templates.find((item) => item.id === templateId);

  // A refusal is shown where the eye is: the first alert of the form, scrolled into the dialog's view.
  useEffect(() => {
    if (failure || missing.size > 0)
      form.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [failure, missing]);

  const errorOf = (field: MailField, text: string): string | undefined =>
    missing.has(field) || failure?.fields.has(field) ? text : undefined;

  const chooseTemplate = (value: string) => {
    const chosen = templates.data?.templates.find((item) => String(item.id) === value);
    setTemplateId(chosen?.id ?? null);
    // The template's own text to start from, unless the user wrote something already.
    if (chosen && message.trim() === '') setMessage(chosen.message);
  };

  const submit = async () => {
    const gaps = new Set<MailField>();
    if (kind === 'message') {
      if (subject.trim() === '' || subject.length > MAIL_SUBJECT_MAX_LENGTH) gaps.add('subject');
      if (message.trim() === '' || message.length > MAIL_MESSAGE_MAX_LENGTH) gaps.add('message');
    } else {
      if (!template) gaps.add('template_id');
      if (template?.needs_order && orderNumber.trim() === '') gaps.add('order_number');
      if (message.length > MAIL_MESSAGE_MAX_LENGTH) gaps.add('message');
    }
    setMissing(gaps);
    if (gaps.size > 0) return;
    setFailure(null);
    const order = orderNumber.trim() ? { order_number: orderNumber.trim() } : {};
    try {
      const reply =
        kind === 'message'
          ? await start.mutateAsync({
              body: {
                idempotency_key: key.current,
                recipient: { type: recipient },
                subject,
                message,
                attachment_ids: files.map((file) => file.id),
                ...order,
              },
            })
          : await startSystem.mutateAsync({
              body: {
                idempotency_key: key.current,
                template_id: template!.id,
                ...(message.trim() ? { message } : {}),
                ...order,
              },
            });
      void refreshMail();
      // In place of the modal's own history entry: the new address has no modal, so it closes, and
      // Back leads to the list (a close first would step back in history after this navigation).
      navigate(paths.MailConversation.href({ conversationId: reply.conversation.id }), { replace: true });
    } catch (error) {
      // Refused (4xx): nothing was sent, and the corrected message is another request with its own
      // key. Otherwise the first try may have landed: the same key lets the gateway find it.
      if (attemptRefused(readEnvelope(error).status)) key.current = newIdempotencyKey();
      setFailure(mailFailureOf(error));
    }
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t('start.title')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('start.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? t('write.sending') : failure?.other ? t('write.sendAgain') : t('start.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        ref={form}
        className={styles.startForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {failure?.other && <Alert>{failure.refusal ? refusalText(failure.refusal) : t('errors.startFailed')}</Alert>}

        {(templates.data?.templates.length ?? 0) > 0 && (
          <fieldset className={styles.choice}>
            <legend className={styles.label}>{t('start.kind')}</legend>
            {(['message', 'template'] as const).map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => {
                    setKind(option);
                    setMissing(new Set());
                    setFailure(null);
                  }}
                />
                {t(`start.kinds.${option}`)}
              </label>
            ))}
          </fieldset>
        )}

        {kind === 'message' ? (
          <>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-recipient`}>
                {t('start.recipient')}
              </label>
              <select
                id={`${id}-recipient`}
                className={styles.select}
                value={recipient}
                aria-invalid={failure?.fields.has('recipient') ? true : undefined}
                onChange={(event) => setRecipient(event.target.value as Recipient)}
              >
                <option value="support">{t('support')}</option>
                {hasSponsor && <option value="sponsor">{t('start.sponsor')}</option>}
              </select>
              {failure?.fields.has('recipient') && (
                <p className={styles.error} role="alert">
                  {t('errors.recipient')}
                </p>
              )}
            </div>
            <TextField
              label={t('start.subject')}
              value={subject}
              maxLength={MAIL_SUBJECT_MAX_LENGTH}
              onChange={(event) => setSubject(event.target.value)}
              error={errorOf('subject', t('errors.subject', { count: MAIL_SUBJECT_MAX_LENGTH }))}
            />
          </>
        ) : (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-template`}>
              {t('start.template')}
            </label>
            <select
              id={`${id}-template`}
              className={styles.select}
              value={templateId ?? ''}
              aria-invalid={errorOf('template_id', 'x') ? true : undefined}
              onChange={(event) => chooseTemplate(event.target.value)}
            >
              <option value="">{t('start.chooseTemplate')}</option>
              {templates.data?.templates.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
            {errorOf('template_id', 'x') && (
              <p className={styles.error} role="alert">
                {t('errors.template')}
              </p>
            )}
          </div>
        )}

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-message`}>
            {kind === 'template' ? t('start.templateMessage') : t('start.message')}
          </label>
          <textarea
            id={`${id}-message`}
            className={styles.textarea}
            rows={5}
            value={message}
            aria-invalid={errorOf('message', 'x') ? true : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          {errorOf('message', 'x') && (
            <p className={styles.error} role="alert">
              {message.length > MAIL_MESSAGE_MAX_LENGTH
                ? t('errors.messageTooLong', { count: MAIL_MESSAGE_MAX_LENGTH })
                : t('errors.messageEmpty')}
            </p>
          )}
        </div>

        <TextField
          label={template?.needs_order ? t('start.orderRequired') : t('start.orderOptional')}
          value={orderNumber}
          maxLength={40}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={errorOf('order_number', t('errors.orderNumber'))}
        />

        {kind === 'message' && (
          <AttachmentsField
            files={files}
            onChange={setFiles}
            error={failure?.fields.has('attachment_ids') ? t('errors.attachments') : undefined}
          />
        )}
      </form>
    </Dialog>
  );
};
