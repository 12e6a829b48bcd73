import { lazy, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { BRAND_NAME } from '../../config/brand';
import { paths } from '../../config/paths';
import { ReferralFromAddress } from '../../features/auth/components/referral-from-address';
import { CartSync } from '../../features/cart/cart-sync';
import { loadNamespaces } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { cartCount } from '../../lib/cart/local-cart';
import { useCart } from '../../lib/cart/use-cart';
import { Link } from '../../lib/link';
import { useModals } from '../../modals/modals-context';
import { ClientOnly } from '../../ui/client-only';
import { LeafIcon } from '../../ui/icons';
import { isModalName } from '../modal-registry';
import { AccountMenu } from './account-menu';
import corporate from './corporate-layout.module.css';
import { LanguageButton } from './language-button';
import { MailLink } from './mail-link';
import styles from './shop-layout.module.css';
import { SiteFooter } from './site-footer';

const SearchIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
  </svg>
);

const CartIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path
      d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="10" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </svg>
);

/** The cart with how many items it holds; the number is part of the link's name for screen readers. */
const CartLink = () => {
  const { t } = useTranslation('shell');
  const count = cartCount(useCart());
  return (
    <Link to={paths.ShopCart.href()} className={styles.iconButton} aria-label={`${t('cart')}: ${count}`}>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
};

/** The search modal is the corporate pages' (spec 1 §2); the button shows once it is registered. */
const SEARCH_MODAL = 'search';

/** Where the logo leads: the shop's main page, or in the office the office's home (issue 32 item 3). */
type HeaderHome = 'shop' | 'office';

const ShopHeader = ({ home }: { home: HeaderHome }) => {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const { open } = useModals();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={home === 'office' ? paths.MyOffice.href() : paths.ShopMain.href()} className={styles.logo}>
          <span className={styles.logoMark}>
            <LeafIcon width={18} height={18} />
          </span>
          <span>
            {BRAND_NAME}
            <span className={styles.logoSub}>{home === 'office' ? t('nav.office') : t('nav.shop')}</span>
          </span>
        </Link>
        <div className={styles.actions}>
          {isModalName(SEARCH_MODAL) && (
            <button
              type="button"
              className={styles.iconButton}
              aria-haspopup="dialog"
              aria-label={tShell('search')}
              onClick={() => open(SEARCH_MODAL)}
            >
              <SearchIcon />
            </button>
          )}
          <CartLink />
          <LanguageButton />
          <MailLink />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
};

// The reminder's code and text are fetched only while some tickets are held.
const HoldReminder = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/office/tickets/components/hold-reminder'),
    loadNamespaces(['events']),
  ]);
  return { default: module.HoldReminder };
});

/**
 * Spec 1 §2: the shop layout. The document scrolls under the sticky header (issue 32 item 2), and
 * every navigation scrolls it back to the top (`use-scroll-to-top.ts`).
 */
export const ShopFrame = ({ children, home = 'shop' }: { children: ReactNode; home?: HeaderHome }) => {
  const { t } = useTranslation();
  const heldTickets = (useAuth().data?.min_tickets_timer ?? 0) > 0;
  return (
    <div className={styles.shell}>
      <a className={corporate.skip} href="#main">
        {t('skipToContent')}
      </a>
      <ShopHeader home={home} />
      {heldTickets && (
        <ClientOnly fallback={null}>
          <HoldReminder />
        </ClientOnly>
      )}
      <CartSync />
      <ReferralFromAddress />
      <div className={styles.wrapper}>
        {children}
        <SiteFooter />
      </div>
    </div>
  );
};

export const ShopLayout = () => (
  <ShopFrame>
    <main id="main" tabIndex={-1} className={styles.main}>
      <Outlet />
    </main>
  </ShopFrame>
);
