import { useState } from 'react';
import { z } from 'zod';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { isCartEmpty } from '../../lib/cart/local-cart';
import { useCart } from '../../lib/cart/use-cart';
import { useZodForm } from '../../lib/form';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { Card } from '../../ui/card';
import cardStyles from '../../ui/card.module.css';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { MIN_SPONSOR_SEARCH, type OpenEntrySponsor, useSponsorSearch } from './api/search-sponsors';
import styles from './sponsor-add-page.module.css';

/** The sponsor search: at least MIN_SPONSOR_SEARCH characters, the gateway's own bound. */
const SponsorSearchForm = z.object({ q: z.string().trim().min(MIN_SPONSOR_SEARCH, 'sponsor.tooShort') });

/** Where to go once the sponsor is set: back to checkout when there is something to order. */
const NextStep = ({ sponsor }: { sponsor: OpenEntrySponsor }) => {
  const { t } = useTranslation('open-entry');
  const cart = useCart();
  // Not a Card: the title itself is the status that announces the choice.
  return (
    <section className={`${cardStyles.card} ${styles.stack}`} aria-labelledby="chosen-title">
      <h2 id="chosen-title" className={cardStyles.title} role="status">
        {t('sponsor.chosen', { name: sponsor.name })}
      </h2>
      <div className={styles.actions}>
        {isCartEmpty(cart) ? (
          <ButtonLink to={paths.ShopMain.href()}>{t('sponsor.toShop')}</ButtonLink>
        ) : (
          <ButtonLink to={paths.Checkout.href(1)}>{t('sponsor.toCheckout')}</ButtonLink>
        )}
      </div>
    </section>
  );
};

const SponsorResults = ({ search, onPick }: { search: string; onPick: (sponsor: OpenEntrySponsor) => void }) => {
  const { t } = useTranslation('open-entry');
  const found = useSponsorSearch(search);
  if (search.length < MIN_SPONSOR_SEARCH) return null;
  if (found.isPending) return <Spinner label={t('sponsor.searching')} />;
  if (found.isError || !found.data) {
    return (
      <Alert>
        <p>{t('sponsor.failed')}</p>
        <Button variant="secondary" onClick={() => void found.refetch()}>
          {t('sponsor.retry')}
        </Button>
      </Alert>
    );
  }
  if (found.data.sponsors.length === 0) return <Alert tone="info">{t('sponsor.none')}</Alert>;
  return (
    <ul className={styles.results} aria-label={t('sponsor.results')}>
      {found.data.sponsors.map((sponsor) => (
        <li key={sponsor.id} className={styles.result}>
          <span className={styles.avatar} aria-hidden="true">
            {sponsor.name.trim().charAt(0).toUpperCase()}
          </span>
          <span className={styles.who}>
            <span className={styles.name}>{sponsor.name}</span>
            <span className={styles.meta}>
              {t('sponsor.number', { number: sponsor.number })}
              {sponsor.city ? ` · ${sponsor.city}` : ''}
            </span>
          </span>
          <Button
            className={styles.pick}
            variant="secondary"
            aria-label={t('sponsor.pickNamed', { name: sponsor.name })}
            onClick={() => onPick(sponsor)}
          >
            {t('sponsor.pick')}
          </Button>
        </li>
      ))}
    </ul>
  );
};

/**
 * /office/open-entry/sponsor-add (spec 2 §4 "Open entry sign-in": after the code, search and set a
 * sponsor). Open to an open-entry visitor and to a signed-in user; anyone else confirms a phone first.
 */
export const SponsorAddPage = () => {
  const { t } = useTranslation(['open-entry', 'account']);
  const { open } = useModals();
  const auth = useAuth();
  const form = useZodForm(SponsorSearchForm, { q: '' });
  const [search, setSearch] = useState('');
  // A search is a read: no submit helper, no refusal; its failure is said with the results.
  const find = form.handleSubmit(({ q }) => setSearch(q));
  const tooShort = form.formState.errors.q?.message;
  const [chosen, setChosen] = useState<OpenEntrySponsor | null>(null);

  const allowed = Boolean(auth.data?.signedIn || auth.data?.openEntry);
  return (
    <div className={styles.page}>
      <title>{`${t('sponsor.title')} · ${BRAND_NAME}`}</title>
      <h1 className={styles.title}>{t('sponsor.title')}</h1>
      {auth.isPending ? (
        <Spinner label={t('access.busy')} />
      ) : !allowed ? (
        <section className={`${cardStyles.card} ${styles.stack}`}>
          <p className={styles.text}>{t('sponsor.needEntry')}</p>
          <div className={styles.actions}>
            <Button onClick={() => open('open-entry-access')}>{t('sponsor.confirmPhone')}</Button>
          </div>
        </section>
      ) : auth.data?.user && !auth.data.user.can_add_sponsor ? (
        // Spec 1 §3, §6 can_add_sponsor: a signed-in user adds a sponsor only when the flag says so.
        <Alert tone="info">{t('account:sponsor.notAllowed')}</Alert>
      ) : chosen ? (
        <NextStep sponsor={chosen} />
      ) : (
        <>
          {auth.data?.openEntry && (
            <p className={styles.phone}>{t('sponsor.phone', { phone: auth.data.openEntry.phone })}</p>
          )}
          <Card title={t('sponsor.intro')} className={styles.stack}>
            <search>
              <form className={styles.searchForm} onSubmit={find} noValidate>
                <TextField
                  className={styles.searchField}
                  label={t('sponsor.search')}
                  type="search"
                  {...form.register('q')}
                  error={tooShort ? t(tooShort as 'sponsor.tooShort') : undefined}
                />
                <Button type="submit">{t('sponsor.find')}</Button>
              </form>
            </search>
            <SponsorResults
              search={search}
              onPick={(sponsor) => open('sponsor-add-confirm', { sponsor, onDone: setChosen })}
            />
          </Card>
        </>
      )}
    </div>
  );
};
