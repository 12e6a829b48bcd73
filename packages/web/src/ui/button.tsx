import type { ButtonHTMLAttributes } from 'react';
import type { LinkProps } from 'react-router-dom';
import { Link } from '../lib/link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export const buttonClass = (variant: ButtonVariant = 'primary', extra?: string): string =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
}

export const Button = ({ variant, className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={buttonClass(variant, className)} {...props} />
);

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

/** A link that looks like a button: it still navigates, so it stays an `<a>` for assistive tech. */
export const ButtonLink = ({ variant, className, ...props }: ButtonLinkProps) => (
  <Link className={buttonClass(variant, className)} {...props} />
);
