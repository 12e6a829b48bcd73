import { MAIL_MESSAGE_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { attemptRefused, newIdempotencyKey } from '../../../../lib/idempotency-key';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import type { MailMessage } from '../api/get-conversation';
import { useRefreshMail } from '../api/refresh-mail';
import { useSendMessage } from '../api/send-message';
import styles from '../mail-conversation.module.css';
import { type Attached, AttachmentsField } from './attachments-field';
import { type MailFailure, mailFailureOf } from './mail-failure';

/**
 * The reply: text and attachments, sent with an idempotency key made once per message. A failed
 * send keeps the text and the key, so sending again never sends the message twice; the key is new
 * only once the message went.
 */
export const ReplyForm = ({ conversationId, onSent }: { conversationId: number; onSent: (m: MailMessage) => void }) => {
  const { t } = useTranslation('mail');
  const refusalText = useRefusalText();
  const id = useId();
  const send = useSendMessage();
  const refreshMail = useRefreshMail();
  const key = useRef(newIdempotencyKey());
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [empty, setEmpty] = useState(false);
  const [failure, setFailure] = useState<MailFailure | null>(null);
  const tooLong = text.length > MAIL_MESSAGE_MAX_LENGTH;

  const textError = empty
    ? t('errors.messageEmpty')
    : tooLong
      ? t('errors.messageTooLong', { count: MAIL_MESSAGE_MAX_LENGTH })
      : failure?.fields.has('message')
        ? t('errors.message')
        : undefined;

  const submit = async () => {
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    if (tooLong) return;
    setFailure(null);
    try {
      const reply = await send.mutateAsync({
        params: { path: { id: conversationId } },
        body: { idempotency_key: key.current, message: text, attachment_ids: files.map((f) => f.id) },
      });
      key.current = newIdempotencyKey();
      setText('');
      setFiles([]);
      onSent(reply.message);
      void refreshMail();
    } catch (error) {
      // Refused (4xx): nothing was sent, and the corrected message is another request with its own
      // key. Otherwise the first try may have landed: the same key lets the gateway find it.
      if (attemptRefused(readEnvelope(error).status)) key.current = newIdempotencyKey();
      setFailure(mailFailureOf(error));
    }
  };

  return (
    <form
      className={styles.reply}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className={styles.label} htmlFor={`${id}-text`}>
        {t('write.reply')}
      </label>
      <textarea
        id={`${id}-text`}
        className={styles.textarea}
        rows={4}
        value={text}
        aria-invalid={textError ? true : undefined}
        aria-describedby={`${id}-count${textError ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          setEmpty(false);
        }}
      />
      <p id={`${id}-count`} className={tooLong ? `${styles.count} ${styles.over}` : styles.count}>
        {t('write.length', { used: text.length, max: MAIL_MESSAGE_MAX_LENGTH })}
      </p>
      {textError && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {textError}
        </p>
      )}
      <AttachmentsField
        files={files}
        onChange={setFiles}
        error={failure?.fields.has('attachment_ids') ? t('errors.attachments') : undefined}
      />
      {failure?.other && (
        <Alert>
          {failure.other === 'not_found'
            ? t('errors.notYours')
            : failure.refusal
              ? refusalText(failure.refusal)
              : t('errors.sendFailed')}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('write.sending') : failure?.other === 'failed' ? t('write.sendAgain') : t('write.send')}
        </Button>
      </div>
    </form>
  );
};
