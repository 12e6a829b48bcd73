import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { type OfficeRouteName, useOfficePages } from '../../lib/office-access';
import { ImportedNotice } from './imported-notice';
import { ShopFrame } from './shop-layout';
import styles from './shop-layout.module.css';

/**
 * The office sections in the spec's order (spec 1 §2: the home, the hubs, then mail, events,
 * links, services and the profile). Each shows once its page exists, to the roles and on the site
 * types that may open it.
 */
const SECTIONS = [
  { name: 'MyOffice', label: 'office.home' },
  { name: 'OfficeBusiness', label: 'office.business' },
  { name: 'OfficeFinance', label: 'office.finance' },
  { name: 'OfficeOrders', label: 'office.orders' },
  { name: 'OfficeSpecifications', label: 'office.specifications' },
  { name: 'OfficeMaterials', label: 'office.materials' },
  { name: 'OfficeRatings', label: 'office.ratings' },
  { name: 'OfficeEducation', label: 'office.education' },
  { name: 'OfficeWiki', label: 'office.wiki' },
  { name: 'MailHome', label: 'office.mail' },
  { name: 'OfficeEvents', label: 'office.events' },
  { name: 'OfficeLinks', label: 'office.links' },
  { name: 'OfficeServices', label: 'office.services' },
  { name: 'OfficeProfile', label: 'office.profile' },
] as const satisfies readonly { name: OfficeRouteName; label: string }[];

/** Spec 1 §2: the office layout is the shop layout with the office's section navigation. */
export const OfficeLayout = () => {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const offered = useOfficePages();
  const unread = auth.data?.unread_mail ?? 0;
  const sections = SECTIONS.filter(({ name }) => offered(name));
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the sections scroll sideways: the current one is brought into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (or the sections arriving) is the trigger.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, sections.length]);
  return (
    <ShopFrame home="office">
      <div className={styles.office}>
        <nav ref={nav} className={styles.officeNav} aria-label={t('office.label')}>
          <ul className={styles.officeList}>
            {sections.map(({ name, label }) => (
              <li key={name}>
                <NavLink to={paths[name].href()} className={styles.officeLink} end={name === 'MyOffice'}>
                  {t(label)}
                  {name === 'MailHome' && unread > 0 && (
                    <span className={styles.count}>
                      <span aria-hidden="true">{unread}</span>
                      <span className={styles.visuallyHidden}>{t('unreadMail', { count: unread })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={styles.officeMain}>
          <ImportedNotice />
          <Outlet />
        </main>
      </div>
    </ShopFrame>
  );
};
