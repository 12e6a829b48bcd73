import { useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/auth';
import { useOfficePages } from '../../lib/office-access';
import { ImportedNotice } from './imported-notice';
import { OFFICE_GROUPS, OFFICE_SECTIONS } from './office-sections';
import { ShopFrame } from './shop-layout';
import styles from './shop-layout.module.css';

/** The unread-mail count beside a link: the number shown, the sentence read. */
const UnreadCount = ({ unread }: { unread: number }) => {
  const { t } = useTranslation('shell');
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{unread}</span>
      <span className={styles.visuallyHidden}>{t('unreadMail', { count: unread })}</span>
    </span>
  );
};

/**
 * Spec 1 §2: the office layout is the shop layout with the office's section navigation, grouped
 * (issue 32 item 3): on a desktop the groups stand beside the page; on a phone the home link and
 * one button that opens them, instead of a sideways row of every section.
 */
export const OfficeLayout = () => {
  const { t } = useTranslation('shell');
  const auth = useAuth();
  const offered = useOfficePages();
  const unread = auth.data?.unread_mail ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  // A chosen section is a new page: the groups fold away on a phone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page is the trigger.
  useEffect(() => setOpen(false), [pathname]);
  const groups = OFFICE_GROUPS.map((group) => ({
    group,
    sections: OFFICE_SECTIONS.filter((section) => section.group === group && offered(section.name)),
  })).filter(({ sections }) => sections.length > 0);
  return (
    <ShopFrame home="office">
      {/* A partner's own pages: rendered by the gateway for them alone (issue 36), kept by no search engine. */}
      <meta name="robots" content="noindex" />
      <div className={styles.office}>
        <nav
          className={styles.officeNav}
          aria-label={t('office.label')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open) setOpen(false);
          }}
        >
          <div className={styles.officeTop}>
            {offered('MyOffice') && (
              <NavLink to={paths.MyOffice.href()} className={styles.officeLink} end>
                {t('office.home')}
              </NavLink>
            )}
            <button
              type="button"
              className={styles.officeToggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen(!open)}
            >
              {t('office.menu')}
              {unread > 0 && !open && <UnreadCount unread={unread} />}
              <span className={styles.chevron} aria-hidden="true" />
            </button>
          </div>
          <ul id={panelId} className={styles.officeGroups} data-open={open || undefined}>
            {groups.map(({ group, sections }) => (
              <li key={group} data-group={group}>
                <span className={styles.officeGroup} id={`${panelId}-${group}`}>
                  {t(`office.groups.${group}`)}
                </span>
                <ul className={styles.officeList} aria-labelledby={`${panelId}-${group}`}>
                  {sections.map(({ name, label }) => (
                    <li key={name}>
                      <NavLink to={paths[name].href()} className={styles.officeLink}>
                        {t(label)}
                        {name === 'MailHome' && unread > 0 && <UnreadCount unread={unread} />}
                      </NavLink>
                    </li>
                  ))}
                </ul>
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
