import { hrefTo } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import type { ShopSection } from '../api/types';
import styles from '../shop.module.css';

/** `household/laundry` → the subsection route; `household` → the section route (short paths, spec 1 §3). */
export const sectionHref = (path: string): string => {
  const [section = '', subsection] = path.split('/');
  return subsection ? hrefTo('ShopSubsection', { section, subsection }) : hrefTo('ShopSection', { section });
};

/** The sections of the shop as chips; the open one is marked for eyes and screen readers. */
export const SectionNav = ({ sections, current }: { sections: ShopSection[]; current?: string }) => {
  const { t } = useTranslation('shop');
  return (
    <nav aria-label={t('nav.sections')}>
      <ul className={styles.chips}>
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={sectionHref(section.path)}
              className={section.path === current ? `${styles.chip} ${styles.chipOn}` : styles.chip}
              aria-current={section.path === current ? 'page' : undefined}
            >
              {section.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
