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
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, type DefaultValues, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsOf, readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { applyServerErrors } from '../../../../lib/form';
import { formatPrice } from '../../../../lib/format-price';
import { useOnceKey } from '../../../../lib/idempotency-key';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import grid from '../../../../ui/card-grid.module.css';
import { DateField } from '../../../../ui/date-field';
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

type Values = z.input<typeof ApplicationFormSchema>;
type ScanErrors = Partial<Record<ScanType, string>>;

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
  };
};

/**
 * The event application (spec 1 §2 /office/orders/application-events/{event_id}/application; spec 2
 * §3): participation, clothes size, passport, abroad the international passport and visa, the
 * event's extra fields, packages with their places, the account to pay from where offered, and
 * the scans. Checked here by the same schema the gateway applies; sent once per attempt
 * (useOnceKey); on any refusal or fault every answer stays as typed.
 */
export const ApplicationForm = ({ eventId, form }: { eventId: number; form: ApplicationFormData }) => {
  const { t, i18n } = useTranslation('applications');
  const refusalText = useRefusalText();
  const errorText = useErrorText();
  const modals = useModals();
  const queryClient = useQueryClient();
  const send = useSendApplication(eventId);
  const once = useOnceKey();
  const schema = useMemo(() => applicationFormFor(form.international_required), [form.international_required]);
  const rhf = useForm<Values>({
    resolver: zodResolver(schema as unknown as typeof ApplicationFormSchema),
    defaultValues: defaultsOf(form),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [scanErrors, setScanErrors] = useState<ScanErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const packageIds = rhf.watch('package_ids');
  const account = rhf.watch('account');
  const hasVisa = rhf.watch('visa.has_visa');
  const scans = form.application?.scans ?? [];
  const needed = requiredScans(form.international_required);

  const error = (name: FieldPath<Values>) => {
    const node = name
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], rhf.formState.errors) as
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

  /** What the form's data already shows missing: required extra fields and scans. */
  const localProblems = (values: Values): boolean => {
    let found = false;
    for (const extra of form.extra_fields) {
      if (extra.required && !values.fields[extra.name]?.trim()) {
        rhf.setError(`fields.${extra.name}`, { type: 'required', message: APPLICATION_ERRORS.required });
        found = true;
      }
    }
    const missing = Object.fromEntries(
      needed
        .filter((type) => !scans.some((s) => s.type === type))
        .map((type) => [type, APPLICATION_ERRORS.scanRequired]),
    );
    setScanErrors(missing);
    return found || Object.keys(missing).length > 0;
  };

  const submit = rhf.handleSubmit(
    async (values) => {
      setProblem(null);
      if (localProblems(values)) {
        setProblem(t('form.problems'));
        return;
      }
      try {
        const sent = await once((key) =>
          send.mutateAsync({ ...(values as z.output<typeof ApplicationFormSchema>), idempotency_key: key }),
        );
        if (sent.application.status === 'draft') setProblem(t('form.problems'));
        else modals.open('application-accepted', { eventId, eventName: form.event_name });
      } catch (failure) {
        const fields = fieldErrorsOf(failure);
        setScanErrors(
          Object.fromEntries(
            SCAN_TYPES.filter((type) => fields[`scans.${type}`]).map((type) => [type, fields[`scans.${type}`]]),
          ),
        );
        if (fields.package_ids === APPLICATION_ERRORS.packageFull) {
          // The data read again after the refusal: name the chosen packages that are full now.
          const fresh =
            queryClient.getQueryData<ApplicationPage>(applicationFormQueryOptions(eventId).queryKey)?.form ?? form;
          const held = fresh.application?.package_ids ?? [];
          const names = fresh.packages
            .filter((p) => values.package_ids.includes(p.id) && p.places_left === 0 && !held.includes(p.id))
            .map((p) => p.name);
          modals.open('packages-limit-reached', { names });
        }
        const unplaced = applyServerErrors(rhf, failure).filter((message) => !message.startsWith('scan'));
        const envelope = readEnvelope(failure);
        setProblem(
          Object.keys(fields).length > 0
            ? [t('form.problems'), ...unplaced.map((m) => errorText(m))].join(' ')
            : t('form.failed', { message: refusalText(envelope) }),
        );
      }
    },
    () => {
      // The schema refused some fields: the missing scans and extra fields are said at the same time.
      localProblems(rhf.getValues());
      setProblem(t('form.problems'));
    },
  );

  const decided = form.application?.status === 'accepted' || form.application?.status === 'declined';
  if (decided) return <Alert tone="info">{t('form.decided')}</Alert>;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="application-form">
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
            error={errorText(scanErrors[type])}
            onChanged={() => {
              setScanErrors((current) => ({ ...current, [type]: undefined }));
              void refreshApplication(queryClient, eventId);
            }}
          />
        ))}
      </fieldset>

      {problem && <Alert>{problem}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
};
