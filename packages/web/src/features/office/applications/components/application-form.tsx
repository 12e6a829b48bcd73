import {
  APPLICATION_ERRORS,
  APPLICATION_TYPES,
  type ApplicationForm as ApplicationFormSchema,
  applicationFormFor,
  PAYMENT_ACCOUNTS,
  requiredScans,
  SCAN_TYPES,
  type ScanType,
} from '@gf/contracts/rules/event-application-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type DefaultValues, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { type ErrorEnvelope, readEnvelope } from '../../../../api/envelope';
import { fieldErrorsOf } from '../../../../api/field-error-text';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { formatPrice } from '../../../../lib/format-price';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import grid from '../../../../ui/card-grid.module.css';
import { DateField } from '../../../../ui/date-field';
import { FormRefusal } from '../../../../ui/form-refusal';
import { TextField } from '../../../../ui/text-field';
import {
  type ApplicationFormData,
  type ApplicationPage,
  applicationFormQueryOptions,
} from '../api/get-application-event';
import { refreshApplication, useSendApplication } from '../api/send-application';
import styles from '../applications.module.css';
import { useErrorText } from './error-text';
import { PackagePicker } from './package-picker';
import { ScanSection } from './scan-section';
import { SelectField } from './select-field';

/**
 * The application as the form holds it: the contract's form for the event (abroad with the travel
 * documents), each required extra field answered, and which scans are uploaded (they go up on
 * their own, ScanSection; `scans` is checked here and never sent), each required one there.
 */
const applicationSchema = (form: ApplicationFormData) => {
  const needed = requiredScans(form.international_required);
  return (applicationFormFor(form.international_required) as unknown as typeof ApplicationFormSchema)
    .extend({ scans: z.array(z.enum(SCAN_TYPES)) })
    .superRefine(
      (values, ctx) => {
        const refuse = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
        for (const extra of form.extra_fields) {
          if (extra.required && !values.fields?.[extra.name]?.trim())
            refuse(['fields', extra.name], APPLICATION_ERRORS.required);
        }
        for (const type of needed)
          if (!values.scans?.includes(type)) refuse(['scans', type], APPLICATION_ERRORS.scanRequired);
      },
      // Said beside the other fields' errors, not after them are put right: everything missing at once.
      { when: () => true },
    );
};
type Values = z.input<ReturnType<typeof applicationSchema>>;

const BLANK_PASSPORT = {
  first_name: '',
  last_name: '',
  birth_date: '',
  series: '',
  number: '',
  issued_by: '',
  issue_date: '',
};
/** Scans of travel documents, asked for only when the event is abroad. */
const TRAVEL_SCANS: readonly ScanType[] = ['international', 'visa'];
const nullWhenBlank = (value: unknown) => (value === '' || value === undefined ? null : value);
const scanTypesOf = (form: ApplicationFormData): ScanType[] => (form.application?.scans ?? []).map((s) => s.type);

/** The form as the application stands (a draft continued, a sent one changed), blank otherwise. */
const defaultsOf = (form: ApplicationFormData): DefaultValues<Values> => {
  const application = form.application;
  return {
    type: (application?.type ?? '') as Values['type'],
    clothes_size: application?.clothes_size ?? '',
    passport: application?.passport ?? BLANK_PASSPORT,
    ...(form.international_required
      ? {
          international_passport: application?.international_passport ?? {
            first_name_latin: '',
            last_name_latin: '',
            number: '',
            expiry_date: '',
          },
          visa: application?.visa ?? { has_visa: false, number: null, valid_until: null },
        }
      : {}),
    fields: Object.fromEntries(form.extra_fields.map((f) => [f.name, application?.fields[f.name] ?? ''])),
    package_ids: application?.package_ids ?? [],
    scans: scanTypesOf(form),
  };
};

/**
 * The event application (spec 1 §2 /office/orders/application-events/{event_id}/application; spec 2
 * §3): participation, clothes size, passport, abroad the international passport and visa, the
 * event's extra fields, packages with their places, the account to pay from where offered, and
 * the scans. Checked here by the same schema the gateway applies, sent through the one submit path
 * (useFormSubmit: once per attempt, field errors on their fields); on any refusal or fault every
 * answer stays as typed, and the top of the form says what is wrong.
 */
export const ApplicationForm = ({ eventId, form }: { eventId: number; form: ApplicationFormData }) => {
  const { t, i18n } = useTranslation('applications');
  const refusalText = useRefusalText();
  const errorText = useErrorText();
  const modals = useModals();
  const queryClient = useQueryClient();
  const send = useSendApplication(eventId);
  const schema = useMemo(() => applicationSchema(form), [form]);
  const rhf = useZodForm(schema, defaultsOf(form));
  // An upstream fault (5xx, no answer): said in the form as well as in the shell's banner.
  const [fault, setFault] = useState<ErrorEnvelope>();
  // Sent, but the upstream kept it a draft: something is still missing.
  const [draft, setDraft] = useState(false);
  const { submit, refusal } = useFormSubmit(rhf, {
    send: async ({ scans: _scans, ...values }, idempotency_key) => {
      setFault(undefined);
      try {
        return await send.mutateAsync({ ...values, idempotency_key });
      } catch (failure) {
        const envelope = readEnvelope(failure);
        if (envelope.serverProblems) setFault(envelope);
        if (fieldErrorsOf(failure).package_ids === APPLICATION_ERRORS.packageFull) {
          // The data read again after the refusal: name the chosen packages that are full now.
          const fresh =
            queryClient.getQueryData<ApplicationPage>(applicationFormQueryOptions(eventId).queryKey)?.form ?? form;
          const held = fresh.application?.package_ids ?? [];
          const names = fresh.packages
            .filter((p) => values.package_ids.includes(p.id) && p.places_left === 0 && !held.includes(p.id))
            .map((p) => p.name);
          modals.open('packages-limit-reached', { names });
        }
        throw failure;
      }
    },
    onDone: (sent) => {
      if (sent.application.status === 'draft') setDraft(true);
      else modals.open('application-accepted', { eventId, eventName: form.event_name });
    },
    refusalText: (envelope) => t('form.failed', { message: refusalText(envelope) }),
  });
  const packageIds = rhf.watch('package_ids');
  const account = rhf.watch('account');
  const hasVisa = rhf.watch('visa.has_visa');
  const scans = form.application?.scans ?? [];
  const needed = requiredScans(form.international_required);
  const errors = rhf.formState.errors;
  // A field error the gateway gave for no input of the form is one of its codes: worded here.
  const problem =
    (refusal && errorText(refusal)) ??
    (fault
      ? t('form.failed', { message: refusalText(fault) })
      : draft || Object.keys(errors).length > 0
        ? t('form.problems')
        : undefined);

  const error = (name: FieldPath<Values> | `scans.${ScanType}`) => {
    const node = name
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as
      | { message?: string }
      | undefined;
    return errorText(node?.message);
  };
  const field = (name: FieldPath<Values>, label: string, options: { required?: boolean } = {}) => (
    <TextField
      label={`${label}${options.required === false ? '' : ' *'}`}
      error={error(name)}
      {...rhf.register(name, name.startsWith('visa.') ? { setValueAs: nullWhenBlank } : {})}
    />
  );
  const dateField = (name: FieldPath<Values>, label: string) => (
    <Controller
      control={rhf.control}
      name={name}
      render={({ field: day }) => (
        <DateField
          label={`${label} *`}
          value={typeof day.value === 'string' ? day.value : ''}
          error={error(name)}
          onChange={(value) => day.onChange(name.startsWith('visa.') ? nullWhenBlank(value) : value)}
        />
      )}
    />
  );

  const decided = form.application?.status === 'accepted' || form.application?.status === 'declined';
  if (decided) return <Alert tone="info">{t('form.decided')}</Alert>;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setDraft(false);
        // The scans as uploaded now (the page's data is read again after each upload or delete).
        rhf.setValue('scans', scanTypesOf(form));
        void submit(event);
      }}
      noValidate
      data-testid="application-form"
    >
      <FormRefusal message={problem} />
      <fieldset className={styles.section}>
        <legend>{t('form.about')}</legend>
        <div className={styles.grid}>
          <SelectField label={`${t('form.type')} *`} error={error('type')} {...rhf.register('type')}>
            <option value="">{t('form.choose')}</option>
            {APPLICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={`${t('form.clothesSize')} *`}
            error={error('clothes_size')}
            {...rhf.register('clothes_size')}
          >
            <option value="">{t('form.choose')}</option>
            {form.clothes_sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{t('form.passport')}</legend>
        <div className={styles.grid}>
          {field('passport.last_name', t('form.lastName'))}
          {field('passport.first_name', t('form.firstName'))}
          {dateField('passport.birth_date', t('form.birthDate'))}
          {field('passport.series', t('form.series'), { required: false })}
          {field('passport.number', t('form.number'))}
          {field('passport.issued_by', t('form.issuedBy'))}
          {dateField('passport.issue_date', t('form.issueDate'))}
        </div>
      </fieldset>

      {form.international_required && (
        <>
          <fieldset className={styles.section}>
            <legend>{t('form.international')}</legend>
            <div className={styles.grid}>
              {field('international_passport.last_name_latin', t('form.lastNameLatin'))}
              {field('international_passport.first_name_latin', t('form.firstNameLatin'))}
              {field('international_passport.number', t('form.number'))}
              <SelectField
                label={`${t('form.citizenship')} *`}
                error={error('international_passport.citizenship_country_id')}
                {...rhf.register('international_passport.citizenship_country_id', {
                  setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
                })}
              >
                <option value="">{t('form.choose')}</option>
                {form.countries.map((country) => (
                  <option key={country.id} value={country.id}>
                    {country.name}
                  </option>
                ))}
              </SelectField>
              {dateField('international_passport.expiry_date', t('form.expiryDate'))}
            </div>
          </fieldset>
          <fieldset className={styles.section}>
            <legend>{t('form.visa')}</legend>
            <label className={styles.choice}>
              <input type="checkbox" {...rhf.register('visa.has_visa')} />
              <span>{t('form.hasVisa')}</span>
            </label>
            {hasVisa && (
              <div className={styles.grid}>
                {field('visa.number', t('form.visaNumber'))}
                {dateField('visa.valid_until', t('form.visaValidUntil'))}
              </div>
            )}
          </fieldset>
        </>
      )}

      {form.extra_fields.length > 0 && (
        <fieldset className={styles.section}>
          <legend>{t('form.extra')}</legend>
          <div className={styles.grid}>
            {form.extra_fields.map((extra) => (
              <div key={extra.name}>{field(`fields.${extra.name}`, extra.label, { required: extra.required })}</div>
            ))}
          </div>
        </fieldset>
      )}

      <PackagePicker
        form={form}
        value={packageIds ?? []}
        onChange={(ids) => rhf.setValue('package_ids', ids, { shouldValidate: rhf.formState.isSubmitted })}
        error={error('package_ids')}
      />

      {(form.can_green || form.can_travel) && (
        <fieldset className={styles.section}>
          <legend>{t('form.payment')}</legend>
          <div className={styles.choices}>
            <label className={styles.choice}>
              <input
                type="radio"
                name="application-account"
                checked={account === undefined}
                onChange={() => rhf.setValue('account', undefined)}
              />
              <span>{t('form.payLater')}</span>
            </label>
            {PAYMENT_ACCOUNTS.filter((a) => (a === 'green' ? form.can_green : form.can_travel)).map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name="application-account"
                  checked={account === option}
                  onChange={() => rhf.setValue('account', option)}
                />
                <span>
                  {t(option === 'green' ? 'form.payGreen' : 'form.payTravel', {
                    amount: formatPrice(
                      option === 'green' ? form.green_account : form.travel_account,
                      form.packages[0]?.currency_code ?? '',
                      i18n.language,
                    ),
                  })}
                </span>
              </label>
            ))}
          </div>
          {error('account') && <p className={styles.error}>{error('account')}</p>}
        </fieldset>
      )}

      <fieldset className={styles.section}>
        <legend>{t('form.scans')}</legend>
        <p className={grid.muted}>{t('form.scansHint')}</p>
        {SCAN_TYPES.filter((type) => form.international_required || !TRAVEL_SCANS.includes(type)).map((type) => (
          <ScanSection
            key={type}
            eventId={eventId}
            type={type}
            scans={scans.filter((s) => s.type === type)}
            required={needed.includes(type)}
            error={error(`scans.${type}`)}
            onChanged={() => {
              rhf.clearErrors(`scans.${type}` as FieldPath<Values>);
              void refreshApplication(queryClient, eventId);
            }}
          />
        ))}
      </fieldset>

      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
};
