import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewer } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { ShareButton } from '../../../ui/share-button';
import { Spinner } from '../../../ui/spinner';
import { useCreateInvite } from './api/create-invite';
import { useInvited, useLinks } from './api/get-links';
import styles from './people.module.css';
import { RegisterPersonForm } from './register-person-form';
import { ResetPasswordForm } from './reset-password-form';

// The QR library loads only when a QR is opened: the links page and every public page stay as light.
const InviteQr = lazy(() => import('./invite-qr').then((m) => ({ default: m.InviteQr })));

/** A link as the visitor will open it: paths from the upstream are on this site. */
const absolute = (url: string): string => new URL(url, window.location.origin).toString();

/**
 * The referral links the upstream names by kind (GET /greenway/office/link/ `name`), in our words;
 * a kind it adds later keeps the upstream's title until it has ours.
 */
const KIND_LABELS = {
  shop: 'links.kind.shop',
  partner: 'links.kind.partner',
  client: 'links.kind.client',
} as const;
const isKnownKind = (name: string): name is keyof typeof KIND_LABELS => name in KIND_LABELS;

/** A link's share button and its QR, opened on demand, with the QR's PNG and SVG to download. */
const LinkActions = ({ value, title, fileName }: { value: string; title: string; fileName: string }) => {
  const { t } = useTranslation('people');
  const [qr, setQr] = useState(false);
  return (
    <>
      <span className={styles.actions}>
        <ShareButton url={value} title={title} />
        <Button variant="secondary" aria-expanded={qr} onClick={() => setQr(!qr)}>
          {qr ? t('qr.hide') : t('qr.show')}
        </Button>
      </span>
      {qr && (
        <Suspense fallback={<Spinner label={t('qr.drawing')} />}>
          <InviteQr value={value} fileName={fileName} />
        </Suspense>
      )}
    </>
  );
};

const Invited = ({ kind }: { kind: 'partners' | 'clients' }) => {
  const { t } = useTranslation('people');
  const invited = useInvited(kind);
  return (
    <section className={styles.section} aria-labelledby={`invited-${kind}`}>
      <h2 id={`invited-${kind}`}>{kind === 'partners' ? t('invited.partners') : t('invited.clients')}</h2>
      <QueryView query={invited} group="invites" isEmpty={(d) => d.users.length === 0} empty={t('invited.none')}>
        {(data) => (
          <ul className={styles.list}>
            {data.users.map((person) => (
              <li key={person.id} className={styles.item}>
                <span>{person.name}</span>
                <span className={styles.muted}>{t('invited.number', { number: person.number })}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
};

/**
 * OfficeLinks, /office/links (spec 2 §2 "Registration and invites"): the referral links, invite
 * links to create, share (or copy) or show as a QR (PNG, SVG), who joined through them, registering a partner
 * or client by phone, and a new password by SMS for someone the user registered.
 */
export const LinksPage = () => {
  const { t } = useTranslation('people');
  const viewer = useViewer();
  const links = useLinks();
  const create = useCreateInvite();
  const user = viewer.user;
  const kinds = [
    ...(user?.can_invite_partner ? (['partner'] as const) : []),
    ...(user?.can_invite_client ? (['client'] as const) : []),
  ];
  return (
    <div className={styles.page}>
      <PageTitle title={t('links.title')} />
      <h1>{t('links.title')}</h1>
      <QueryView query={links} group="links">
        {(data) => (
          <>
            <section className={styles.section} aria-labelledby="referral">
              <h2 id="referral">{t('links.referral')}</h2>
              <p className={styles.muted}>{t('links.code', { code: data.referral.ref })}</p>
              <ul className={styles.list}>
                {data.referral.links.map((link) => {
                  const title = isKnownKind(link.name) ? t(KIND_LABELS[link.name]) : link.title;
                  return (
                    <li key={link.name} className={styles.item} data-link={link.name}>
                      <span>
                        {title} <span className={styles.url}>{absolute(link.url)}</span>
                      </span>
                      <LinkActions value={absolute(link.url)} title={title} fileName={`referral-${link.name}`} />
                    </li>
                  );
                })}
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="invites">
              <h2 id="invites">{t('links.invites')}</h2>
              {data.invites.length === 0 && <p className={styles.muted}>{t('links.noInvites')}</p>}
              <ul className={styles.list}>
                {data.invites.map((invite) => {
                  const title = invite.user_type === 'partner' ? t('register.partner') : t('register.client');
                  // Keyed by the code, the link itself: renewing a link gives it a new id, and its
                  // open QR must stay open when the list is read again.
                  return (
                    <li key={invite.code} className={styles.item} data-invite={invite.code}>
                      <span>
                        {title}
                        {invite.comment ? ` · ${invite.comment}` : ''}{' '}
                        <span className={styles.url}>{absolute(invite.url)}</span>
                      </span>
                      <LinkActions value={absolute(invite.url)} title={title} fileName={`invite-${invite.code}`} />
                    </li>
                  );
                })}
              </ul>
              <div className={styles.item}>
                {kinds.map((kind) => (
                  <Button
                    key={kind}
                    variant="secondary"
                    disabled={create.isPending}
                    onClick={() => create.mutate({ body: { user_type: kind } })}
                  >
                    {kind === 'partner' ? t('links.newPartner') : t('links.newClient')}
                  </Button>
                ))}
              </div>
            </section>
          </>
        )}
      </QueryView>
      {kinds.length > 0 && (
        <section className={styles.section} aria-labelledby="register">
          <h2 id="register">{t('register.title')}</h2>
          <RegisterPersonForm kinds={kinds} />
        </section>
      )}
      {kinds.length > 0 && (
        <section className={styles.section} aria-labelledby="reset-password">
          <h2 id="reset-password">{t('resetPassword.title')}</h2>
          <ResetPasswordForm />
        </section>
      )}
      <Invited kind="partners" />
      <Invited kind="clients" />
    </div>
  );
};
