import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { useModals } from '../../modals/modals-context';
import { ButtonLink } from '../../ui/button';
import styles from './auth-page.module.css';
import formStyles from './components/auth-forms.module.css';
import { SignInForm } from './components/sign-in-form';
import { officeLanding, safeNext } from './safe-next';

/** MyOfficeAuth (spec 1 §2): the sign-in page an office call without a session is sent to. */
export const MyOfficeAuthPage = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { open } = useModals();
  const auth = useAuth();
  const next = safeNext(params.get('next')) ?? officeLanding();
  // Whether the visitor arrived signed in: only then is "already signed in" the page's answer.
  const signedInOnArrival = useRef<boolean | null>(null);
  if (signedInOnArrival.current === null && auth.data) signedInOnArrival.current = auth.data.signedIn;
  const signedIn = Boolean(auth.data?.signedIn && auth.data.user);
  // A sign-in made here goes on to `next` once, whichever says so first: the auth state, or the
  // form (whose callback may never run, as the form unmounts when the state changes). A second
  // navigation landing after the first would drop what the next page opened meanwhile (cart-merge).
  const left = useRef(false);
  const goOn = useCallback(() => {
    if (left.current) return;
    left.current = true;
    navigate(next, { replace: true });
  }, [navigate, next]);
  useEffect(() => {
    if (signedIn && signedInOnArrival.current === false) goOn();
  }, [signedIn, goOn]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {t('page.title')}
        </h1>
        {signedIn && auth.data?.user ? (
          <div className={formStyles.success}>
            <p>{t('page.already', { name: auth.data.user.name })}</p>
            <ButtonLink to={next}>{t('page.continue')}</ButtonLink>
          </div>
        ) : (
          <>
            <p className={styles.lead}>{t('page.lead')}</p>
            <SignInForm onSignedIn={goOn} />
            <p className={formStyles.links}>
              <span>{t('signIn.noAccount')}</span>
              <button type="button" className={formStyles.linkButton} onClick={() => open('sign-up')}>
                {t('signUp.title')}
              </button>
            </p>
          </>
        )}
      </section>
    </div>
  );
};
