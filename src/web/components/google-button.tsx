// 'Continue with Google': starts the provider's redirect flow when the server has Google configured.
// On a server without it the button (and the 'or' before it) is not shown at all; a click made while
// the config is still loading waits for it and reports the clear 'not configured' message if need be.
import { useState } from 'react';
import { AUTH_MESSAGES } from '../../api/index';
import { Button } from './button';
import { signInWithGoogle } from '../lib/auth-client';
import { useGoogleEnabled, useLoadAppConfig } from '../lib/app-config';
import { providerMessage } from '../lib/auth-messages';
import styles from './google-button.module.css';

function GoogleIcon() {
  return (
    <svg className={styles.googleIcon} viewBox="0 0 48 48" aria-hidden="true">
      <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
      <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
    </svg>
  );
}

function OrDivider() {
  return (
    <div className={styles.divider} aria-hidden="true">
      <span>or</span>
    </div>
  );
}

interface GoogleButtonProps {
  onError: (message: string | null) => void;
  /** Where the provider sends the learner back to. */
  callbackPath?: string;
  /** Draw the 'or' divider before the button (hidden with it). */
  divider?: boolean;
}

export function GoogleButton({ onError, callbackPath = '/learn', divider = false }: GoogleButtonProps) {
  const enabled = useGoogleEnabled();
  const loadConfig = useLoadAppConfig();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    onError(null);
    setBusy(true);
    if (!(await loadConfig()).googleEnabled) {
      onError(AUTH_MESSAGES.googleNotConfigured);
      setBusy(false);
      return;
    }
    try {
      await signInWithGoogle(callbackPath);
    } catch (error) {
      onError(providerMessage(error));
      setBusy(false);
    }
  };
  if (enabled === false) return null;
  return (
    <>
      {divider && <OrDivider />}
      <Button variant="secondary" block icon={<GoogleIcon />} onClick={start} disabled={busy}>
        {busy ? 'Loading...' : 'Continue with Google'}
      </Button>
    </>
  );
}
