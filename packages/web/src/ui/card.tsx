import { type ReactNode, useId } from 'react';
import styles from './card.module.css';

interface CardProps {
  title: ReactNode;
  children: ReactNode;
  /** Layout the page adds to this card (a grid, a width). */
  className?: string;
}

/** A titled block of a page: a `<section>` named by its `<h2>`, so assistive tech lists it as a region. */
export const Card = ({ title, children, className }: CardProps) => {
  const titleId = useId();
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
};
