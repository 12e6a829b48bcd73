import styles from './spinner.module.css';

interface SpinnerProps {
  /** Read by screen readers; the spinner itself shows no text. */
  label: string;
  fullPage?: boolean;
}

export const Spinner = ({ label, fullPage = false }: SpinnerProps) => (
  <div
    className={fullPage ? `${styles.spinner} ${styles.fullPage}` : styles.spinner}
    role="status"
    aria-label={label}
  />
);
