import { officeOperations } from '@gf/contracts/upstream/office';
import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FormRefusal } from '../../../../ui/form-refusal';
import { TextField } from '../../../../ui/text-field';
import { useCheckAssistantCode, useLinkAssistant } from '../api/link-assistant';
import styles from '../services.module.css';

/** The code as typed, trimmed, then as AssistantAuthInfo's query takes it. */
const CheckForm = z.object({ code: z.string().trim().pipe(officeOperations.assistantAuthInfo.query.shape.code) });

type LinkRequest = NonNullable<ReturnType<typeof useCheckAssistantCode>['data']>;

/** The checked code's link, asked for once: the request's code goes up as AssistantAuthConfirm takes it. */
const LinkConfirm = ({ request }: { request: LinkRequest }) => {
  const { t } = useTranslation('services');
  const link = useLinkAssistant();
  const form = useZodForm(officeOperations.assistantAuthConfirm.body, { code: request.code });
  const [linked, setLinked] = useState(false);
  const { submit, refusal } = useFormSubmit(form, {
    send: ({ code }) => link.mutateAsync(code),
    onDone: (reply) => setLinked(reply.ok),
  });
  if (linked) return <Alert tone="info">{t('assistant.linked', { messenger: request.chat_type })}</Alert>;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <FormRefusal message={refusal} />
      <div className={styles.row}>
        <p>{t('assistant.confirm', { messenger: request.chat_type })}</p>
        <Button type="submit" disabled={link.isPending}>
          {t('assistant.link')}
        </Button>
      </div>
    </form>
  );
};

/**
 * The voice assistant (spec 2 §7 "messenger-assistant auth endpoints"): the code the messenger's
 * assistant shows is checked, then linked to this account once.
 */
export const AssistantLink = () => {
  const { t } = useTranslation('services');
  const check = useCheckAssistantCode();
  const form = useZodForm(CheckForm, { code: '' });
  const { submit, refusal } = useFormSubmit(form, {
    // A code no messenger gave comes back as the gateway's field error on `code` (issue 34).
    send: ({ code }) => check.mutateAsync(code),
  });
  const typed = form.watch('code').trim() !== '';
  return (
    <div className={styles.form}>
      <p>{t('assistant.intro')}</p>
      <form className={styles.form} noValidate onSubmit={submit}>
        <FormRefusal message={refusal} />
        <div className={styles.row}>
          <TextField
            label={t('assistant.code')}
            autoComplete="one-time-code"
            {...form.register('code')}
            error={form.formState.errors.code?.message}
          />
          <Button type="submit" variant="secondary" disabled={!typed || check.isPending}>
            {t('assistant.check')}
          </Button>
        </div>
      </form>
      {check.data &&
        (check.data.valid ? (
          // Each check asks anew: a link made or refused before is not carried over.
          <LinkConfirm key={check.submittedAt} request={check.data} />
        ) : (
          <Alert tone="warning">{t('assistant.expired')}</Alert>
        ))}
    </div>
  );
};
