import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readEnvelope } from '../../api/envelope';
import { useSite } from '../../api/get-site';
import { isWordedRefusal, useRefusalText } from '../../api/refusal-text';
import { useChangeLanguage } from '../../api/use-change-language';
import { hrefTo } from '../../config/paths';
import { isLanguageCode } from '../../i18n/languages';
import { useTranslation } from '../../i18n/use-translation';
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
  const refusalText = useRefusalText();
  const spent = useRef(false);
  // A key made while viewing another account is refused with its own reason (issue 29).
  const failure = signIn.error ? readEnvelope(signIn.error) : null;
  const refused = failure && isWordedRefusal(failure.code) ? failure : null;

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
            <Alert>{!key ? t('redirect.noKey') : refused ? refusalText(refused) : t('redirect.failed')}</Alert>
            <ButtonLink to={hrefTo('MyOfficeAuth')}>{t('page.title')}</ButtonLink>
          </>
        )}
      </section>
    </div>
  );
};
