import { MAIL_SUBJECT_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readEnvelope } from '../../../../api/envelope';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { FormRefusal } from '../../../../ui/form-refusal';
import { TextField } from '../../../../ui/text-field';
import { useMailRecipients } from '../api/get-mail-recipients';
import { useMailTemplates } from '../api/get-mail-templates';
import { useRefreshMail } from '../api/refresh-mail';
import { useStartConversation, useStartSystemConversation } from '../api/start-conversation';
import { type Attached, AttachmentsField } from '../components/attachments-field';
import { ORDER_NUMBER_MAX_LENGTH, startForm } from '../components/mail-forms';
import { useMessageError } from '../components/message-error';
import styles from '../mail-conversation.module.css';

/**
 * The start-conversation modal (spec 1 §2): a message to support or the sponsor with a subject,
 * an order number if it is about one, and attachments; or one of the system templates with
 * support (start/system). One conversation per opening of the modal (idempotency key), however
 * often a failed start is sent again; the typed text stays through every refusal.
 */
export const StartConversationModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('mail');
  const id = useId();
  const navigate = useNavigate();
  const refreshMail = useRefreshMail();
  const templates = useMailTemplates();
  // Support takes everyone's mail; the sponsor is offered once the gateway says there is one.
  const hasSponsor = useMailRecipients().data?.recipients.some((item) => item.type === 'sponsor') ?? false;
  const formId = useId();
  const start = useStartConversation();
  const startSystem = useStartSystemConversation();
  const templateOf = (value: string) => templates.data?.templates.find((item) => String(item.id) === value);
  const form = useZodForm(
    startForm((value) => templateOf(value)?.needs_order === true),
    {
      kind: 'message',
      recipient: 'support',
      subject: '',
      message: '',
      order_number: '',
      template_id: '',
      attachment_ids: [],
    },
  );
  // The names the files were uploaded under, to list them; the form holds their ids.
  const [files, setFiles] = useState<Attached[]>([]);
  // It may have started (a 5xx, no answer): said here as well as in the shell's banner, with
  // "send again" on the button, since the retry under the same key is this form's to make.
  const [unsure, setUnsure] = useState(false);
  const { submit, refusal, clearRefusal } = useFormSubmit(form, {
    send: async (values, idempotency_key) => {
      setUnsure(false);
      const order = values.order_number.trim() ? { order_number: values.order_number.trim() } : {};
      try {
        return values.kind === 'message'
          ? await start.mutateAsync({
              body: {
                idempotency_key,
                recipient: { type: values.recipient },
                subject: values.subject,
                message: values.message,
                attachment_ids: values.attachment_ids,
                ...order,
              },
            })
          : await startSystem.mutateAsync({
              body: {
                idempotency_key,
                template_id: Number(values.template_id),
                ...(values.message.trim() ? { message: values.message } : {}),
                ...order,
              },
            });
      } catch (error) {
        setUnsure(readEnvelope(error).serverProblems === true);
        throw error;
      }
    },
    onDone: (reply) => {
      void refreshMail();
      // In place of the modal's own history entry: the new address has no modal, so it closes, and
      // Back leads to the list (a close first would step back in history after this navigation).
      navigate(paths.MailConversation.href({ conversationId: reply.conversation.id }), { replace: true });
    },
  });
  const messageError = useMessageError();
  const pending = start.isPending || startSystem.isPending;
  const kind = form.watch('kind');
  const template = templateOf(form.watch('template_id'));
  const errors = form.formState.errors;

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
            {pending ? t('write.sending') : unsure ? t('write.sendAgain') : t('start.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.startForm} noValidate onSubmit={submit}>
        <FormRefusal message={refusal ?? (unsure ? t('errors.startFailed') : undefined)} />

        {(templates.data?.templates.length ?? 0) > 0 && (
          <fieldset className={styles.choice}>
            <legend className={styles.label}>{t('start.kind')}</legend>
            {(['message', 'template'] as const).map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  value={option}
                  {...form.register('kind', {
                    onChange: () => {
                      form.clearErrors();
                      clearRefusal();
                      setUnsure(false);
                    },
                  })}
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
                aria-invalid={errors.recipient ? true : undefined}
                {...form.register('recipient')}
              >
                <option value="support">{t('support')}</option>
                {hasSponsor && <option value="sponsor">{t('start.sponsor')}</option>}
              </select>
              {errors.recipient && (
                <p className={styles.error} role="alert">
                  {t('errors.recipient')}
                </p>
              )}
            </div>
            <TextField
              label={t('start.subject')}
              maxLength={MAIL_SUBJECT_MAX_LENGTH}
              {...form.register('subject')}
              error={errors.subject ? t('errors.subject', { count: MAIL_SUBJECT_MAX_LENGTH }) : undefined}
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
              aria-invalid={errors.template_id ? true : undefined}
              {...form.register('template_id', {
                onChange: (event: { target: { value: string } }) => {
                  // The template's own text to start from, unless the user wrote something already.
                  const chosen = templateOf(event.target.value);
                  if (chosen && form.getValues('message').trim() === '') form.setValue('message', chosen.message);
                },
              })}
            >
              <option value="">{t('start.chooseTemplate')}</option>
              {templates.data?.templates.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
            {errors.template_id && (
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
            aria-invalid={errors.message ? true : undefined}
            {...form.register('message')}
          />
          {errors.message && (
            <p className={styles.error} role="alert">
              {messageError(errors.message)}
            </p>
          )}
        </div>

        <TextField
          label={template?.needs_order ? t('start.orderRequired') : t('start.orderOptional')}
          maxLength={ORDER_NUMBER_MAX_LENGTH}
          {...form.register('order_number')}
          error={errors.order_number ? t('errors.orderNumber') : undefined}
        />

        {kind === 'message' && <AttachmentsField form={form} files={files} onFilesChange={setFiles} />}
      </form>
    </Dialog>
  );
};
