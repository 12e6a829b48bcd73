import { Link } from '../../../../lib/link';
import styles from '../office-home.module.css';

/** Office pages written in the CMS, as links: their paths are office paths the router serves. */
export const CmsLinks = ({ pages }: { pages: readonly { title: string; path: string }[] }) => (
  <ul className={styles.links}>
    {pages.map((page) => (
      <li key={page.path}>
        <Link to={page.path} className={styles.pageLink}>
          {page.title}
        </Link>
      </li>
    ))}
  </ul>
);
