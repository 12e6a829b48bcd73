import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
  /**
   * The dialog's actions: a footer outside the scrolling body, so on a short screen the buttons
   * stay in view while the content scrolls above them (issue 32 item 2). A form's submit button
   * here names its form (`form="id"`).
   */
  footer?: ReactNode;
  /** Extra class for the dialog box, e.g. a wider size for media and long texts. */
  className?: string;
}

/**
 * A modal built on the native `<dialog>`: `showModal()` makes the rest of the page inert and
 * gives Esc for free. Tab is also kept inside explicitly, because otherwise it escapes to the
 * browser's own toolbar. Focus starts on `[data-autofocus]` (else the first control) and returns
 * to whatever opened the dialog.
 */
export const Dialog = ({ open, onClose, title, description, closeLabel, children, footer, className }: DialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Chrome fires no `cancel` for Esc on a dialog opened without a user gesture (a dialog that
      // opens by itself, e.g. after a sign-in): Esc is taken here, before the browser sees it.
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The content fills the dialog box, so a click that lands on the dialog itself hit the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Esc: let React state close it, so the state and the element never disagree.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {open && (
        <>
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </>
      )}
    </dialog>
  );
};
