import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSite } from '../../api/get-site';
import { hrefTo } from '../../config/paths';
import { isLanguageCode } from '../../i18n/languages';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { useDomainSignIn, useRegistrationSignIn } from './api/external-auth';
import styles from './auth-page.module.css';
import { officeLanding, safeNext } from './safe-next';

/**
 * /redirect-auth (spec 1 §2, §7): another country domain sent the user here with a one-time key;
 * spending it signs them in on this domain, in the language they came with when this site has it.
 * A registration made on another site hands its key over the same way (`registration_key`).
 */
export const RedirectAuthPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const site = useSite();
  const changeLanguage = useChangeLanguage();
  const domainSignIn = useDomainSignIn();
  const registrationSignIn = useRegistrationSignIn();
  const registrationKey = params.get('registration_key');
  const key = params.get('key') ?? registrationKey;
  const signIn = registrationKey ? registrationSignIn : domainSignIn;
  const spent = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is spent once, on arrival.
  useEffect(() => {
    // A key signs in once: never a second call (React's development double effect included).
    if (!key || spent.current) return;
    spent.current = true;
    // A registration on another site handed this key over (spec 1 §7 registration-authenticate).
    if (registrationKey) {
      registrationSignIn.mutate(
        { body: { key: registrationKey } },
        { onSuccess: () => navigate(officeLanding(), { replace: true }) },
      );
      return;
    }
    domainSignIn.mutate(
      { body: { key } },
      {
        onSuccess: async (reply) => {
          const language = reply.language_code;
          if (isLanguageCode(language) && site.languages.includes(language)) await changeLanguage(language);
          navigate(safeNext(params.get('redirect')) ?? officeLanding(), { replace: true });
        },
      },
    );
  }, [key]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="redirect-title">
        <h1 id="redirect-title" className={styles.title}>
          {t('redirect.title')}
        </h1>
        {key && !signIn.isError ? (
          <Spinner label={t('redirect.working')} />
        ) : (
          <>
            <Alert>{key ? t('redirect.failed') : t('redirect.noKey')}</Alert>
            <ButtonLink to={hrefTo('MyOfficeAuth')}>{t('page.title')}</ButtonLink>
          </>
        )}
      </section>
    </div>
  );
};
