import {
  AGREEMENT_TYPES,
  type AgreementType,
  SPONSOR_NUMBER_MAX_DIGITS,
  SPONSOR_NUMBER_MIN_DIGITS,
  SPONSOR_NUMBER_PATTERN,
} from '@gf/contracts/rules/agreement-rules';
import { useState } from 'react';
import { z } from 'zod';
import { readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { formatDate } from '../../../lib/format-date';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useAcceptAgreement, useRestoreAgreement, useRestoreInfo, useRestoreSponsors } from './api/agreement';
import styles from './people.module.css';

interface Person {
  id: number;
  number: string;
  name: string;
}

/** Field error of a sponsor number that is not one (SPONSOR_NUMBER_PATTERN). */
const NUMBER_RULE = 'number_rule';

/** The sponsor number as the search holds it: spaces dropped, as the gateway compares it. */
const SearchForm = z.object({
  sponsor_number: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .pipe(z.string().regex(SPONSOR_NUMBER_PATTERN, NUMBER_RULE)),
});

/** The sponsor the restore goes under: the one chosen from the list, never typed. */
const RestoreForm = z.object({ sponsor_id: z.number().int().positive() });

/** Spec 2 §7 agreement/restore: under the chosen sponsor, once confirmed. */
const ConfirmRestore = ({ chosen, onCancel }: { chosen: Person; onCancel: () => void }) => {
  const { t } = useTranslation('people');
  const restore = useRestoreAgreement();
  const form = useZodForm(RestoreForm, { sponsor_id: chosen.id });
  // The restore route takes the sponsor alone: the attempt's key is not sent.
  const { submit, refusal } = useFormSubmit(form, { send: (body) => restore.mutateAsync({ body }) });
  const sponsorError = form.formState.errors.sponsor_id?.message;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="restore-confirm">
      <FormRefusal message={refusal ?? sponsorError} />
      <p id="restore-confirm">{t('agreement.confirm', { name: chosen.name, number: chosen.number })}</p>
      <div className={styles.item}>
        <Button type="submit" disabled={restore.isPending} aria-busy={restore.isPending}>
          {t('agreement.restore')}
        </Button>
        <Button variant="quiet" onClick={onCancel}>
          {t('agreement.cancel')}
        </Button>
      </div>
    </form>
  );
};

/** Spec 2 §7 agreement/restore/list and agreement/restore: find a sponsor by number, restore under them. */
const RestoreUnderSponsor = () => {
  const { t } = useTranslation('people');
  const form = useZodForm(SearchForm, { sponsor_number: '' });
  const [searched, setSearched] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const sponsors = useRestoreSponsors(searched);
  const search = form.handleSubmit(({ sponsor_number }) => {
    setChosen(null);
    setSearched(sponsor_number);
  });
  const numberError = form.formState.errors.sponsor_number?.message;

  return (
    <>
      <form className={styles.form} onSubmit={search} noValidate aria-labelledby="restore-search">
        <h2 id="restore-search">{t('agreement.search')}</h2>
        <TextField
          label={t('agreement.number')}
          hint={t('agreement.numberHint', { count: SPONSOR_NUMBER_MIN_DIGITS })}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          {...form.register('sponsor_number')}
          error={
            numberError === NUMBER_RULE
              ? t('agreement.numberRule', {
                  min: SPONSOR_NUMBER_MIN_DIGITS,
                  max: SPONSOR_NUMBER_MAX_DIGITS,
                  count: SPONSOR_NUMBER_MAX_DIGITS,
                })
              : numberError
          }
        />
        <Button type="submit" variant="secondary">
          {t('agreement.find')}
        </Button>
      </form>
      {searched && sponsors.isFetching && <Spinner label={t('agreement.searching')} />}
      {sponsors.data && (
        <section aria-labelledby="restore-found" className={styles.form}>
          <h3 id="restore-found">{t('agreement.found')}</h3>
          {sponsors.data.sponsors.length === 0 ? (
            <p className={styles.muted}>{t('agreement.none')}</p>
          ) : (
            <ul className={styles.list}>
              {sponsors.data.sponsors.map((sponsor) => (
                <li key={sponsor.id} className={styles.item} data-sponsor={sponsor.number}>
                  <span>
                    {sponsor.name}{' '}
                    <span className={styles.muted}>
                      {t('agreement.person', { number: sponsor.number })}
                      {' · '}
                      {[sponsor.city, sponsor.country].filter(Boolean).join(', ')}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    aria-pressed={chosen?.id === sponsor.id}
                    aria-label={t('agreement.chooseNamed', { name: sponsor.name })}
                    onClick={() => setChosen(sponsor)}
                  >
                    {t('agreement.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {chosen && <ConfirmRestore key={chosen.id} chosen={chosen} onCancel={() => setChosen(null)} />}
    </>
  );
};

/** Spec 2 §7 POST agreement {agree_type}: each agreement accepted on its own. */
const AcceptAgreements = () => {
  const { t } = useTranslation('people');
  const accept = useAcceptAgreement();
  const [accepted, setAccepted] = useState<readonly AgreementType[]>([]);
  const [failed, setFailed] = useState<AgreementType | null>(null);

  const acceptOne = async (agree_type: AgreementType) => {
    setFailed(null);
    try {
      await accept.mutateAsync({ body: { agree_type } });
      setAccepted((done) => [...done, agree_type]);
    } catch (error) {
      if (!readEnvelope(error).serverProblems) setFailed(agree_type);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="agreements">
      <h2 id="agreements">{t('agreement.agreements')}</h2>
      <p className={styles.muted}>{t('agreement.agreementsLead')}</p>
      <ul className={styles.list}>
        {AGREEMENT_TYPES.map((type) => (
          <li key={type} className={styles.item} data-agreement={type}>
            <span>{t(`agreement.types.${type}`)}</span>
            {accepted.includes(type) ? (
              <span role="status">{t('agreement.accepted')}</span>
            ) : (
              <Button
                variant="secondary"
                disabled={accept.isPending}
                aria-label={t('agreement.acceptNamed', { name: t(`agreement.types.${type}`) })}
                onClick={() => void acceptOne(type)}
              >
                {t('agreement.accept')}
              </Button>
            )}
            {failed === type && <Alert>{t('agreement.failed')}</Alert>}
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * OfficeAgreementRestore, /office/agreement/restore (spec 1 §2; spec 2 §2 "Registration and
 * invites", §7 agreement calls): whether the partner's lapsed agreement can be restored and until
 * when; the sponsors found by number, restoring under the chosen one; and accepting the agreements
 * by type.
 */
export const AgreementRestorePage = () => {
  const { t } = useTranslation('people');
  const site = useSite();
  const info = useRestoreInfo();
  return (
    <div className={styles.page}>
      <PageTitle title={t('agreement.title')} />
      <h1>{t('agreement.title')}</h1>
      <QueryView query={info} group="agreementRestore">
        {(data) => (
          <section className={styles.section} aria-labelledby="restore-state">
            <h2 id="restore-state">{data.can_restore ? t('agreement.lapsed') : t('agreement.inForce')}</h2>
            {data.can_restore && data.deadline && (
              <p>{t('agreement.until', { date: formatDate(data.deadline, site.dateFormat) })}</p>
            )}
            {data.sponsor && (
              <p data-current-sponsor={data.sponsor.number}>
                {data.can_restore
                  ? t('agreement.formerSponsor', { name: data.sponsor.name, number: data.sponsor.number })
                  : t('agreement.sponsor', { name: data.sponsor.name, number: data.sponsor.number })}
              </p>
            )}
            {data.can_restore ? <RestoreUnderSponsor /> : <p className={styles.muted}>{t('agreement.nothing')}</p>}
          </section>
        )}
      </QueryView>
      <AcceptAgreements />
    </div>
  );
};
