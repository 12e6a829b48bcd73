import { MAIL_MESSAGE_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import { useId, useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { Button } from '../../../../ui/button';
import { FormRefusal } from '../../../../ui/form-refusal';
import type { MailMessage } from '../api/get-conversation';
import { useRefreshMail } from '../api/refresh-mail';
import { useSendMessage } from '../api/send-message';
import styles from '../mail-conversation.module.css';
import { type Attached, AttachmentsField } from './attachments-field';
import { replyForm } from './mail-forms';
import { useMessageError } from './message-error';

const NOT_FOUND = 404;

/**
 * The reply: text and attachments, sent with an idempotency key made once per message. A failed
 * send keeps the text and the key, so sending again never sends the message twice; the key is new
 * only once the message went or was refused (useFormSubmit).
 */
export const ReplyForm = ({ conversationId, onSent }: { conversationId: number; onSent: (m: MailMessage) => void }) => {
  const { t } = useTranslation('mail');
  const id = useId();
  const send = useSendMessage();
  const refreshMail = useRefreshMail();
  const form = useZodForm(replyForm, { message: '', attachment_ids: [] });
  // The names the files were uploaded under, to list them; the form holds their ids.
  const [files, setFiles] = useState<Attached[]>([]);
  // The message may have gone (a 5xx, no answer): said here as well as in the shell's banner, with
  // "send again" on the button, since the retry under the same key is this form's to make.
  const [unsure, setUnsure] = useState(false);
  const { submit, refusal } = useFormSubmit(form, {
    send: async ({ message, attachment_ids }, idempotency_key) => {
      setUnsure(false);
      try {
        return await send.mutateAsync({
          params: { path: { id: conversationId } },
          body: { idempotency_key, message, attachment_ids },
        });
      } catch (error) {
        setUnsure(readEnvelope(error).serverProblems === true);
        throw error;
      }
    },
    onDone: (reply) => {
      form.reset({ message: '', attachment_ids: [] });
      setFiles([]);
      onSent(reply.message);
      void refreshMail();
    },
    refusalText: ({ status }) => (status === NOT_FOUND ? t('errors.notYours') : undefined),
  });
  const messageError = useMessageError();
  const text = form.watch('message');
  const tooLong = text.length > MAIL_MESSAGE_MAX_LENGTH;
  const errors = form.formState.errors;
  // Too long is said while typing; an empty text once sent; the gateway's refusal in the form's words.
  const textError = messageError(tooLong ? { type: 'maxLength', message: 'tooLong' } : errors.message);

  return (
    <form className={styles.reply} noValidate onSubmit={submit}>
      <FormRefusal message={refusal ?? (unsure ? t('errors.sendFailed') : undefined)} />
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t('write.reply')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={4}
        aria-invalid={textError ? true : undefined}
        aria-describedby={`${id}-count${textError ? ` ${id}-error` : ''}`}
        {...form.register('message')}
      />
      <p id={`${id}-count`} className={tooLong ? `${styles.count} ${styles.over}` : styles.count}>
        {t('write.length', { used: text.length, max: MAIL_MESSAGE_MAX_LENGTH })}
      </p>
      {textError && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {textError}
        </p>
      )}
      <AttachmentsField form={form} files={files} onFilesChange={setFiles} />
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('write.sending') : unsure ? t('write.sendAgain') : t('write.send')}
        </Button>
      </div>
    </form>
  );
};
