import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readEnvelope } from '../../api/envelope';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { useModals } from '../../modals/modals-context';
import { Alert } from '../../ui/alert';
import { Button, ButtonLink } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';
import { useKeepReferral } from './api/keep-referral';
import styles from './auth-page.module.css';
import { RegistrationForm } from './components/registration-form';
import { officeLanding } from './safe-next';

/** The gateway's answer to a code the upstream does not know (domain-routes, POST /auth/referral). */
const UNKNOWN_REFERRAL = 'invalid_referral';

/**
 * ReferralPartner and ReferralClient: the registration links of a partner's Links page
 * (`/registration/<kind>/?ref=<code>`, handed out by GET /greenway/office/link/). The code is checked
 * and kept for this visitor (spec 1 §4), the page names the partner it belongs to (spec 1 §3 ref
 * info), and registration (spec 2 §4) follows under that partner: the gateway sends the kept code.
 * A missing or unknown code says so and offers the shop and the invite code instead.
 */
const ReferralPage = ({ kind }: { kind: 'partner' | 'client' }) => {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { open } = useModals();
  const ref = (useSearchParams()[0].get('ref') ?? '').trim();
  const auth = useAuth();
  const keep = useKeepReferral();
  const signedIn = auth.data?.signedIn ?? false;
  /** Known once the auth state has loaded: only a visitor's code is kept. */
  const visitor = auth.data ? !auth.data.signedIn : null;
  const { mutate } = keep;
  const title = kind === 'partner' ? t('invite.partnerTitle') : t('invite.clientTitle');

  useEffect(() => {
    if (ref && visitor) mutate({ body: { ref } });
  }, [ref, visitor, mutate]);

  const elsewhere = (
    <div className={styles.actions}>
      <Button onClick={() => open('sign-up')}>{t('old.enterCode')}</Button>
      <ButtonLink variant="secondary" to={paths.ShopMain.href()}>
        {t('referral.toShop')}
      </ButtonLink>
    </div>
  );

  const body = () => {
    if (signedIn)
      return (
        <>
          <p className={styles.lead}>{t('invite.signedIn')}</p>
          <ButtonLink to={officeLanding()}>{t('invite.toOffice')}</ButtonLink>
        </>
      );
    const unknown = !ref || (keep.isError && readEnvelope(keep.error).code === UNKNOWN_REFERRAL);
    if (unknown)
      return (
        <>
          <Alert>{t('referral.unknown')}</Alert>
          {elsewhere}
        </>
      );
    if (keep.isError)
      return (
        <>
          <Alert>{t('referral.failed')}</Alert>
          <Button onClick={() => mutate({ body: { ref } })}>{t('referral.retry')}</Button>
        </>
      );
    const referral = keep.data?.referral;
    if (!referral) return <Spinner label={t('referral.checking')} />;
    return (
      <>
        <p className={styles.lead} data-sponsor={referral.number || referral.ref}>
          {referral.name
            ? t('invite.sponsor', { name: referral.name, number: referral.number })
            : t('referral.code', { code: referral.ref })}
        </p>
        <RegistrationForm userType={kind} onRegistered={() => navigate(officeLanding(), { replace: true })} />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <section className={styles.card} aria-labelledby="referral-title">
        <h1 id="referral-title" className={styles.title}>
          {title}
        </h1>
        {body()}
      </section>
    </div>
  );
};

export const ReferralPartnerPage = () => <ReferralPage kind="partner" />;
export const ReferralClientPage = () => <ReferralPage kind="client" />;
