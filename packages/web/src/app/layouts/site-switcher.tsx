import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { $api } from '../../api/client';
import { readEnvelope } from '../../api/envelope';
import { useSite } from '../../api/get-site';
import { useRefusalText } from '../../api/refusal-text';
import { useTranslation } from '../../i18n/use-translation';
import { countryName } from '../../lib/display-names';
import styles from './account-menu.module.css';

/**
 * Carry the session to another country (spec 1 §7 POST /auth/domain/key/): the other country sites,
 * each named in the page's language; choosing one asks the gateway for a one-time key and goes to
 * that site's /redirect-auth, which signs the user in there, on the same page, in this language where
 * it is offered. The account menu never shows it to a manager viewing someone else's account.
 */
export const SiteSwitcher = () => {
  const { t, i18n } = useTranslation('account');
  const refusalText = useRefusalText();
  const here = useSite();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const sites = $api.useQuery('get', '/bff/v1/sites', {}, { enabled: open, staleTime: Number.POSITIVE_INFINITY });
  const key = $api.useMutation('post', '/bff/v1/auth/domain-key', {
    onSuccess: (reply) => window.location.assign(reply.url),
  });
  // Named only once the list is asked for: a region table costs a phone's hydration tens of ms. A
  // region the browser does not name (EU on older engines) keeps the site's own name.
  const others = (sites.data?.sites ?? [])
    .filter((site) => site.code !== here.code)
    .map((site) => ({ ...site, label: countryName(site.country, i18n.language, site.name) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('switcher.title')}
      </button>
      <ul id={listId} className={styles.sites} hidden={!open} aria-label={t('switcher.label')}>
        {others.map((site) => (
          <li key={site.code}>
            <button
              type="button"
              className={styles.item}
              disabled={key.isPending}
              aria-busy={key.isPending && key.variables?.body.country_code === site.country}
              onClick={() =>
                key.mutate({
                  body: {
                    country_code: site.country,
                    language_code: site.languages.find((code) => code === i18n.language) ?? site.defaultLanguage,
                    redirect: `${pathname}${search}`,
                  },
                })
              }
            >
              {site.label}
            </button>
          </li>
        ))}
      </ul>
      {key.isError && (
        <p className={styles.error} role="alert">
          {t('switcher.failed')} {refusalText(readEnvelope(key.error))}
        </p>
      )}
    </li>
  );
};
