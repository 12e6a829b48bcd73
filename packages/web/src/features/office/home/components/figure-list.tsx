import type { ReactNode } from 'react';
import styles from '../office-home.module.css';

export interface Figure {
  /** Stable name, also what the browser suite finds the figure by. */
  name: string;
  label: string;
  value: ReactNode;
}

/** Live figures as label–value pairs: a description list, so each number is read with its name. */
export const FigureList = ({ figures }: { figures: Figure[] }) => (
  <dl className={styles.figures}>
    {figures.map(({ name, label, value }) => (
      <div key={name} className={styles.figure} data-figure={name}>
        <dt className={styles.figureLabel}>{label}</dt>
        <dd className={styles.figureValue}>{value}</dd>
      </div>
    ))}
  </dl>
);
