// A guest's way to keep what they earned (docs/accounts.md): the "Save your progress" card on Account,
// and the warning shown before a guest logs out (a guest who logs out cannot come back). Signing up or
// in from the guest's session moves the points and progress to the account on the server.
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { CloudUpload, LogOut } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button';
import { Overlay } from '../../components/overlay';
import { GoogleButton } from '../../components/google-button';
import styles from './guest-save.module.css';

function SaveOptions({ onError }: { onError: (message: string | null) => void }) {
  return (
    <div className={styles.options}>
      <ButtonLink to="/signup" block>
        Sign up with email
      </ButtonLink>
      <GoogleButton onError={onError} callbackPath="/account" />
      <p className={styles.small}>
        Already have an account? <AppLink to="/login">Log in</AppLink> and your guest progress joins it.
      </p>
    </div>
  );
}

export function SaveProgressCard({ points }: { points: number }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <section className={styles.card} aria-labelledby="save-progress-title">
      <h2 id="save-progress-title" className={styles.title}>
        <CloudUpload aria-hidden="true" /> Save your progress
      </h2>
      <p className={styles.text}>
        You are playing as a guest. Create an account to keep your {points} points and every level you finished, on
        any device.
      </p>
      <SaveOptions onError={setError} />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

interface GuestLogoutDialogProps {
  open: boolean;
  points: number;
  onCancel: () => void;
  onLogout: () => void;
}

export function GuestLogoutDialog({ open, points, onCancel, onLogout }: GuestLogoutDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Overlay open={open} onClose={onCancel} label="Log out of the guest account?" tone="danger">
      <div className={styles.dialogBody}>
        <h2 className={styles.title}>Your progress will be lost</h2>
        <p className={styles.text}>
          You are playing as a guest. After logging out, nobody can sign back in to this account: your {points} points
          and progress will be gone. Save them first?
        </p>
        <SaveOptions onError={setError} />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" icon={<LogOut aria-hidden="true" />} onClick={onLogout}>
            Log out anyway
          </Button>
        </div>
      </div>
    </Overlay>
  );
}
