import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { MIN_SPONSOR_SEARCH, useChangeSponsor, useSponsorSearch } from './api/sponsor';
import styles from './profile.module.css';

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
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string>();
  const [chosen, setChosen] = useState<Sponsor | null>(null);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const found = useSponsorSearch(search);
  const change = useChangeSponsor();

  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value.length < MIN_SPONSOR_SEARCH) return setSearchError(t('sponsorChange.short'));
    setSearchError(undefined);
    setChosen(null);
    setSearch(value);
  };

  const confirm = async () => {
    if (!chosen) return;
    setFailure(undefined);
    try {
      await change.mutateAsync({ body: { sponsor_id: chosen.id } });
      setDone(true);
      setOpen(false);
      setChosen(null);
    } catch (error) {
      const envelope = readEnvelope(error);
      if (!envelope.serverProblems)
        setFailure(envelope.code === 'cannot_change_sponsor' ? t('sponsorFixed') : t('sponsorChange.failed'));
    }
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
          name="sponsor_search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={searchError}
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
                  onClick={() => setChosen(sponsor)}
                >
                  {t('sponsorChange.choose')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      {chosen && (
        <section className={styles.form} aria-labelledby="sponsor-confirm">
          <p id="sponsor-confirm">{t('sponsorChange.confirm', { name: chosen.name, number: chosen.number })}</p>
          {failure && <Alert>{failure}</Alert>}
          <Button onClick={() => void confirm()} disabled={change.isPending} aria-busy={change.isPending}>
            {t('sponsorChange.submit')}
          </Button>
        </section>
      )}
    </div>
  );
};
