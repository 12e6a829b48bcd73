import { workingPeriods } from '../lib/working-hours';
import styles from './working-hours.module.css';

/** A place's working time, one period a line (spec 1 §3 `times`, split on semicolons). */
export const WorkingHours = ({ times, className }: { times: string; className?: string }) => (
  <span className={[styles.hours, className].filter(Boolean).join(' ')}>
    {workingPeriods(times).map((period) => (
      <span key={period} className={styles.period}>
        {period}
      </span>
    ))}
  </span>
);
