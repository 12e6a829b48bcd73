import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone?: 'error' | 'info' | 'warning';
  children: ReactNode;
  className?: string;
}

/** A message block. Errors are `role="alert"` so they are read out as they appear. */
export const Alert = ({ tone = 'error', children, className }: AlertProps) => (
  <div
    className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    role={tone === 'error' ? 'alert' : 'status'}
  >
    {children}
  </div>
);
