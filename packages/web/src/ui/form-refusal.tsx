import { useEffect, useRef } from 'react';
import styles from './alert.module.css';

/**
 * What the gateway refused that belongs to no field, at the top of its form (STYLE.md, wave 3):
 * the focus moves to it when it appears, so a phone scrolls it into view and a screen reader reads it.
 */
export const FormRefusal = ({ message }: { message: string | undefined }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className={[styles.alert, styles.error].join(' ')} role="alert" tabIndex={-1}>
      {message}
    </div>
  );
};
