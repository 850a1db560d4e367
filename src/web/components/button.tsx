// The shared button: primary (navy), accent (yellow), secondary (outlined) and ghost variants, at
// least 44 px tall. `ButtonLink` looks the same but navigates (AppLink).
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from './app-link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  /** Stretch to the container's width. */
  block?: boolean;
  icon?: ReactNode;
}

function classes({ variant = 'primary', block }: StyleProps, extra?: string): string {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({ variant, block, icon, className, children, type = 'button', ...rest }: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={classes({ variant, block }, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

export function ButtonLink({ variant, block, icon, className, children, ...rest }: StyleProps & AppLinkProps) {
  return (
    <AppLink className={classes({ variant, block }, className)} {...rest}>
      {icon}
      {children}
    </AppLink>
  );
}
