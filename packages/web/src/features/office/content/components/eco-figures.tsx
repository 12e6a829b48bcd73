import { useNumber } from '../../../../lib/use-number';
import type { EcoStat } from '../api/get-eco-achievements';
import styles from '../content.module.css';

/**
 * Eco figures as the API titles them (its titles are in the site's language) with their units:
 * the unit is the API's short symbol (kg, t, km, pcs), shown as it comes.
 */
export const EcoFigures = ({ stats, label }: { stats: readonly EcoStat[]; label: string }) => {
  const number = useNumber(1);
  return (
    <dl className={styles.figures} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.name} className={styles.figure} data-stat={stat.name}>
          <dt>{stat.title}</dt>
          <dd>
            <span className={styles.value}>{number(stat.value)}</span> <span className={styles.unit}>{stat.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
};
