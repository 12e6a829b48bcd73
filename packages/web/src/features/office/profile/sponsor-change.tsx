import { useState } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { MIN_SPONSOR_SEARCH, useChangeSponsor, useSponsorSearch } from './api/sponsor';
import styles from './profile.module.css';

/** The search as the gateway takes it: at least MIN_SPONSOR_SEARCH characters. */
const searchForm = z.object({ search: z.string().trim().min(MIN_SPONSOR_SEARCH) });
/** The move: the chosen sponsor's id (0 until one is chosen, which the confirm waits for). */
const moveForm = z.object({ sponsor_id: z.number().int().positive() });

interface Sponsor {
  id: number;
  number: string;
  name: string;
}

/**
 * Spec 2 §6 "a sponsor change is allowed only when can_change_sponsor says so": shown only then;
 * the gateway asks the profile again before it searches or moves (403 otherwise). The user finds a
 * sponsor by name, number or phone, chooses one and confirms the move.
 */
export const SponsorChange = () => {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Sponsor | null>(null);
  const [done, setDone] = useState(false);
  const found = useSponsorSearch(search);
  const change = useChangeSponsor();
  // The search reads, so it has no submit helper: the schema checks it and it runs as a query.
  const searching = useZodForm(searchForm, { search: '' });
  const find = searching.handleSubmit(({ search: value }) => {
    setChosen(null);
    setSearch(value);
  });
  const moving = useZodForm(moveForm, { sponsor_id: 0 });
  // The move takes no idempotency key: a second press while it is on its way is dropped by useFormSubmit.
  const { submit, refusal, clearRefusal } = useFormSubmit(moving, {
    send: (body) => change.mutateAsync({ body }),
    onDone: () => {
      setDone(true);
      setOpen(false);
      setChosen(null);
    },
    refusalText: ({ code }) => (code === 'cannot_change_sponsor' ? t('sponsorFixed') : t('sponsorChange.failed')),
  });
  const choose = (sponsor: Sponsor) => {
    setChosen(sponsor);
    moving.setValue('sponsor_id', sponsor.id);
    clearRefusal();
  };

  if (!open)
    return (
      <>
        {done && <Alert tone="info">{t('sponsorChange.done')}</Alert>}
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          {t('changeSponsor')}
        </Button>
      </>
    );

  return (
    <div className={styles.form}>
      <form onSubmit={find} noValidate className={styles.form} aria-labelledby="sponsor-search">
        <h3 id="sponsor-search">{t('sponsorChange.title')}</h3>
        <TextField
          label={t('sponsorChange.search')}
          autoComplete="off"
          {...searching.register('search')}
          error={searching.formState.errors.search ? t('sponsorChange.short') : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {t('sponsorChange.find')}
          </Button>
          <Button variant="quiet" onClick={() => setOpen(false)}>
            {t('sponsorChange.cancel')}
          </Button>
        </div>
      </form>
      {search && found.isFetching && <Spinner label={t('sponsorChange.searching')} />}
      {found.isError && <Alert>{t('sponsorChange.failed')}</Alert>}
      {found.data &&
        (found.data.sponsors.length === 0 ? (
          <p className={styles.muted}>{t('sponsorChange.none')}</p>
        ) : (
          <ul className={styles.choices}>
            {found.data.sponsors.map((sponsor) => (
              <li key={sponsor.id} data-sponsor={sponsor.number}>
                <span>
                  {sponsor.name} <span className={styles.muted}>({sponsor.number})</span>
                </span>
                <Button
                  variant="secondary"
                  aria-pressed={chosen?.id === sponsor.id}
                  aria-label={t('sponsorChange.chooseNamed', { name: sponsor.name })}
                  onClick={() => choose(sponsor)}
                >
                  {t('sponsorChange.choose')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {chosen && (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sponsor-confirm">
          <FormRefusal message={refusal} />
          <p id="sponsor-confirm">{t('sponsorChange.confirm', { name: chosen.name, number: chosen.number })}</p>
          <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
            {t('sponsorChange.submit')}
          </Button>
        </form>
      )}
    </div>
  );
};
