import { OFFICE_ACCESS } from '@gf/contracts/rules/office-access';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useShopMenu } from '../../features/shop/api/get-shop-menu';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { Link } from '../../lib/link';
import { type OfficeRouteName, useOfficePages } from '../../lib/office-access';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { PersonIcon } from '../../ui/icons';
import styles from './account-menu.module.css';
import { SiteSwitcher } from './site-switcher';

/** The office pages the account menu leads to, each shown when the visitor may open it. */
const OFFICE_ENTRIES = [
  { name: 'MyOffice', label: 'office.home' },
  { name: 'OfficeOrders', label: 'office.orders' },
  { name: 'OfficeFinance', label: 'office.finance' },
  { name: 'MailHome', label: 'office.mail' },
  { name: 'OfficeProfile', label: 'office.profile' },
] as const satisfies readonly { name: OfficeRouteName; label: string }[];

/** The office pages the shell has a label for (the office navigation's). */
const OFFICE_LABELS = {
  MyOffice: 'office.home',
  OfficeBusiness: 'office.business',
  OfficeOrders: 'office.orders',
  OfficeFinance: 'office.finance',
  OfficeEducation: 'office.education',
  MailHome: 'office.mail',
  OfficeMaterials: 'office.materials',
  OfficeRatings: 'office.ratings',
  OfficeWiki: 'office.wiki',
} as const satisfies Partial<Record<OfficeRouteName, string>>;

/** Office pages by path: an officeMenu entry is offered when the office table lets the user open it. */
const OFFICE_ROUTE_BY_PATH = new Map<string, OfficeRouteName>(
  (Object.keys(OFFICE_ACCESS) as OfficeRouteName[])
    .filter((name) => name in paths)
    .map((name) => [paths[name].path, name]),
);

/**
 * Signed out: the sign-in button (modal). Signed in: the user's menu with the office entries,
 * spectator and sign-out.
 */
export const AccountMenu = () => {
  const { t } = useTranslation('auth');
  const { t: tShell } = useTranslation('shell');
  const offered = useOfficePages();
  const { open } = useModals();
  const auth = useAuth();
  const signOut = useSignOut();
  const officeMenu = useShopMenu({}, Boolean(auth.data?.signedIn));
  const [expanded, setExpanded] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setExpanded(false), [pathname]);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setExpanded(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [expanded]);

  const state = auth.data;
  if (!state?.signedIn || !state.user) {
    return (
      <Button
        className={styles.signIn}
        onClick={() => open('sign-in')}
        aria-haspopup="dialog"
        disabled={auth.isPending}
      >
        <PersonIcon className={styles.signInIcon} />
        <span className={styles.signInLabel}>{t('signIn.title')}</span>
      </Button>
    );
  }

  const { user, unread_mail: unread, spectator } = state;
  // Spec 1 §3 officeMenu: the upstream's office entries for this user, less the pages the office
  // table keeps from them here; the fixed list until it has come. A page this client names has its
  // own translated label; any other keeps the upstream's name.
  const fromUpstream = (officeMenu.data?.officeMenu ?? []).filter((item) => {
    const route = OFFICE_ROUTE_BY_PATH.get(item.path);
    return route === undefined || offered(route);
  });
  const labelOf = (item: { path: string; name: string }) => {
    const route = OFFICE_ROUTE_BY_PATH.get(item.path);
    const label = route && route in OFFICE_LABELS ? OFFICE_LABELS[route as keyof typeof OFFICE_LABELS] : null;
    return label ? tShell(label) : item.name;
  };
  const entries =
    fromUpstream.length > 0
      ? [
          ...fromUpstream.map((item) => ({ key: item.path, to: item.path, label: labelOf(item) })),
          ...(offered('OfficeProfile')
            ? [{ key: 'profile', to: paths.OfficeProfile.href(), label: tShell('office.profile') }]
            : []),
        ]
      : OFFICE_ENTRIES.filter(({ name }) => offered(name)).map(({ name, label }) => ({
          key: name,
          to: paths[name].href(),
          label: tShell(label),
        }));
  // The spec promises a user's role and flags only: name and number may be absent (issue 15).
  const name = user.name ?? '';
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={menuId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials}
        </span>
        <span className={styles.name}>{name}</span>
        <span className={styles.visuallyHidden}>{t('account.menu')}</span>
        {unread > 0 && (
          <span className={styles.dot}>
            <span className={styles.visuallyHidden}>{t('account.unread', { count: unread })}</span>
          </span>
        )}
      </button>
      <div id={menuId} className={styles.panel} hidden={!expanded}>
        <p className={styles.who}>
          <span className={styles.whoName}>{name}</span>
          {user.number && <span className={styles.whoNumber}>{t('account.number', { number: user.number })}</span>}
        </p>
        <ul className={styles.items}>
          {entries.map(({ key, to, label }) => (
            <li key={key}>
              <Link className={styles.item} to={to}>
                {label}
                {to === paths.MailHome.path && unread > 0 && <span className={styles.count}>{unread}</span>}
              </Link>
            </li>
          ))}
          {/* Carrying a session elsewhere is the account owner's: never offered while viewing someone. */}
          {!spectator && <SiteSwitcher />}
          {user.can_spectate && !spectator && (
            <li>
              <button
                type="button"
                className={styles.item}
                aria-haspopup="dialog"
                onClick={() => {
                  setExpanded(false);
                  open('spectator');
                }}
              >
                {t('spectator.title')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.item}
              disabled={signOut.isPending}
              onClick={() => signOut.mutate({}, { onSuccess: () => setExpanded(false) })}
            >
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
};
