// A round, icon-only button with a required accessible name (`label`), 44 px square.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Accessible name, also the tooltip. */
  label: string;
  icon: ReactNode;
  tone?: 'plain' | 'success' | 'danger';
}

export function IconButton({ label, icon, tone = 'plain', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, styles[tone], className ?? ''].join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}
