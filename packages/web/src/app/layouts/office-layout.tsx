import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { paths, type RouteName } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { isRegistered } from '../route-table';
import { ShopFrame } from './shop-layout';
import styles from './shop-layout.module.css';

/** The office sections in the spec's order (spec 1 §2); each shows once its page is registered. */
const SECTIONS = [
  { name: 'MyOffice', label: 'office.home' },
  { name: 'OfficeBusiness', label: 'office.business' },
  { name: 'OfficeOrders', label: 'office.orders' },
  { name: 'OfficeFinance', label: 'office.finance' },
  { name: 'OfficeEducation', label: 'office.education' },
  { name: 'MailHome', label: 'office.mail' },
] as const satisfies readonly { name: RouteName; label: string }[];

/** Spec 1 §2: the office layout is the shop layout with the office's section navigation. */
export const OfficeLayout = () => {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const unread = auth.data?.unread_mail ?? 0;
  const sections = SECTIONS.filter(({ name }) => isRegistered(name));
  return (
    <ShopFrame>
      <div className={styles.office}>
        <nav className={styles.officeNav} aria-label={t('office.label')}>
          <ul className={styles.officeList}>
            {sections.map(({ name, label }) => (
              <li key={name}>
                <NavLink to={paths[name].href()} className={styles.officeLink} end={name === 'MyOffice'}>
                  {t(label)}
                  {name === 'MailHome' && unread > 0 && <span className={styles.count}>{unread}</span>}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className={styles.officeMain}>
          <Outlet />
        </main>
      </div>
    </ShopFrame>
  );
};
