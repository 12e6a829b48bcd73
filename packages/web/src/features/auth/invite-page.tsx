import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import { Spinner } from '../../ui/spinner';
import { useInvite } from './api/registration';
import styles from './auth-page.module.css';
import { RegistrationForm } from './components/registration-form';
import { officeLanding } from './safe-next';

/**
 * InvitePartner and InviteClient (spec 1 §2, /invite/partner/{code} and /invite/client/{code}):
 * the invite info (spec 1 §3: it keeps its code) names the sponsor, and registration follows under
 * that sponsor; an unknown or expired code, or one for the other kind of person, says so.
 */
const InvitePage = ({ kind }: { kind: 'partner' | 'client' }) => {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const invite = useInvite(code);
  const auth = useAuth();
  const title = kind === 'partner' ? t('invite.partnerTitle') : t('invite.clientTitle');

  const body = () => {
    if (auth.data?.signedIn)
      return (
        <>
          <p className={styles.lead}>{t('invite.signedIn')}</p>
          <ButtonLink to={officeLanding()}>{t('invite.toOffice')}</ButtonLink>
        </>
      );
    if (invite.isPending) return <Spinner label={t('invite.loading')} />;
    if (invite.isError) return <Alert>{t('invite.failed')}</Alert>;
    const lookup = invite.data;
    if (lookup.state !== 'valid')
      return <Alert>{lookup.state === 'expired' ? t('invite.expired') : t('invite.unknown')}</Alert>;
    const { info } = lookup;
    if (info.user_type !== kind)
      return (
        <>
          <Alert>{t('invite.otherKind')}</Alert>
          <ButtonLink
            to={(info.user_type === 'partner' ? paths.InvitePartner : paths.InviteClient).href({ code: info.invite })}
          >
            {t('invite.follow')}
          </ButtonLink>
        </>
      );
    return (
      <>
        <p className={styles.lead}>{t('invite.sponsor', { name: info.sponsor_name, number: info.sponsor_number })}</p>
        <RegistrationForm
          userType={kind}
          invite={info.invite}
          onRegistered={() => navigate(officeLanding(), { replace: true })}
        />
      </>
    );
  };

  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <section className={styles.card} aria-labelledby="invite-title">
        <h1 id="invite-title" className={styles.title}>
          {title}
        </h1>
        {body()}
      </section>
    </div>
  );
};

export const InvitePartnerPage = () => <InvitePage kind="partner" />;
export const InviteClientPage = () => <InvitePage kind="client" />;
