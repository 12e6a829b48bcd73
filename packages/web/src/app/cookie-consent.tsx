import { useEffect, useState } from 'react';
import { useSite } from '../api/get-site';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_S } from '../config/constants';
import { hrefTo } from '../config/paths';
import { useTranslation } from '../i18n/use-translation';
import { Link } from '../lib/link';
import { Button } from '../ui/button';
import styles from './cookie-consent.module.css';

type Answer = 'accepted' | 'declined';

const storedAnswer = (): Answer | null => {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${COOKIE_CONSENT_COOKIE}=(accepted|declined)`));
  return (match?.[1] as Answer | undefined) ?? null;
};

/**
 * Spec 1 §3 cookie-script flag: sites whose settings ask for it (the European and Italian sites)
 * ask the visitor once. The answer is the browser's, so the banner appears after the page is
 * running: the server's HTML is the same for everyone and can be cached.
 */
export const CookieConsent = () => {
  const { t } = useTranslation('shell');
  const site = useSite();
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    setAsking(site.cookieScript && storedAnswer() === null);
  }, [site.cookieScript]);

  if (!asking) return null;
  const answer = (value: Answer) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
    document.cookie = `${COOKIE_CONSENT_COOKIE}=${value}; path=/; max-age=${COOKIE_CONSENT_MAX_AGE_S}; samesite=lax`;
    setAsking(false);
  };
  return (
    <section className={styles.banner} aria-label={t('cookies.label')}>
      <p className={styles.text}>
        {t('cookies.text')} <Link to={hrefTo('CookiesPolicy')}>{t('cookies.policy')}</Link>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => answer('declined')}>
          {t('cookies.decline')}
        </Button>
        <Button onClick={() => answer('accepted')}>{t('cookies.accept')}</Button>
      </div>
    </section>
  );
};
