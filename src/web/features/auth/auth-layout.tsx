// The frame of the login, sign-up and reset screens: a card on a soft background with the
// wordmark, a title, and a close icon back to the landing page.
import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link';
import { X } from 'lucide-react';
import { Wordmark } from '../../components/wordmark';
import styles from './auth.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <div className={styles.top}>
          <Wordmark />
          <AppLink to="/" className={styles.close} aria-label="Close" title="Close">
            <X aria-hidden="true" />
          </AppLink>
        </div>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </main>
  );
}

/** The red error line (docs/product.md "Rules and their texts": "the provider's message in a red error line"). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

/** A green confirmation line. */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.success} role="status">
      {message}
    </p>
  );
}
