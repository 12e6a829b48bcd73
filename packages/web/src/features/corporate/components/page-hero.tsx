import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  id: string;
  title: string;
  lead?: string | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of each corporate page: its name, what it is about, and page actions. */
export const PageHero = ({ id, title, lead, eyebrow, children }: PageHeroProps) => (
  <header className={styles.hero}>
    <div className={styles.inner}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  </header>
);
