import type { ReactNode } from 'react';
import { Link } from '../../../../lib/link';
import styles from '../office-home.module.css';

export interface Figure {
  /** Stable name, also what the browser suite finds the figure by. */
  name: string;
  label: string;
  value: ReactNode;
  /** The page the figure comes from, where the user may open it: the label links there. */
  to?: string;
}

/** Live figures as label–value pairs: a description list, so each number is read with its name. */
export const FigureList = ({ figures }: { figures: Figure[] }) => (
  <dl className={styles.figures}>
    {figures.map(({ name, label, value, to }) => (
      <div key={name} className={styles.figure} data-figure={name}>
        <dt className={styles.figureLabel}>
          {to ? (
            <Link to={to} className={styles.figureLink}>
              {label}
            </Link>
          ) : (
            label
          )}
        </dt>
        <dd className={styles.figureValue}>{value}</dd>
      </div>
    ))}
  </dl>
);
