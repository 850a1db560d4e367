// The join link (/join/:code, docs/classes.md "A way in"). Signed in, it says who is about to join —
// "Join as <name>? · Not you?" — and asks a guest for a first name for the teacher's table before
// joining; signed out, it offers guest play (then the same question here), sign-up or log-in, keeping
// the code so the join finishes on /learn afterwards.
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { LEARNER_NAME_MAX, normalizeClassCode } from '../../../api/index';
import { signInAsGuest, signOut } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useRefreshSession, useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useClassActions } from '../../lib/classes/classes-api';
import { forgetPendingCode, rememberPendingCode } from '../../lib/classes/pending-join';
import styles from '../../components/classes/classes.module.css';

export default function JoinPage() {
  useDocumentTitle('Join a class');
  const code = normalizeClassCode(useParams().code ?? '');
  const session = useSession();
  const refreshSession = useRefreshSession();
  const { joinAs } = useClassActions();
  const [busy, setBusy] = useState(false);
  const [firstName, setFirstName] = useState('');

  const playAsGuest = async () => {
    setBusy(true);
    try {
      await signInAsGuest();
      await refreshSession();
    } catch (error) {
      console.error('Guest login failed', error);
    } finally {
      setBusy(false);
    }
  };
  const notMe = async () => {
    setBusy(true);
    try {
      await signOut();
      await refreshSession();
    } finally {
      setBusy(false);
    }
  };

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') rememberPendingCode(code);
  const isGuest = session.status === 'signedIn' && (session.user.isAnonymous === true || session.user.email === null);
  const join = (event: FormEvent) => {
    event.preventDefault();
    forgetPendingCode();
    joinAs.mutate({ code, ...(isGuest && firstName.trim() ? { name: firstName.trim() } : {}) });
  };
  return (
    <main className={`page ${styles.page} ${styles.narrow}`}>
      <section className={styles.codePanel}>
        <span className={styles.codeLabel}>Class code</span>
        <span className={styles.code}>{`${code.slice(0, 3)} ${code.slice(3)}`}</span>
      </section>
      {session.status === 'signedOut' && (
        <section className={styles.card}>
          <h1 className={styles.head}>Join the class</h1>
          <p>Play as a guest (no email needed), or sign up or log in. You join the class as soon as you are in.</p>
          <Button variant="accent" block onClick={playAsGuest} disabled={busy}>
            {busy ? 'Loading...' : 'Play as guest'}
          </Button>
          <ButtonLink to="/signup" block>
            Sign up
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" block>
            Log in
          </ButtonLink>
        </section>
      )}
      {session.status === 'signedIn' && !joinAs.isSuccess && (
        <section className={styles.card} aria-live="polite">
          <h1 className={styles.head}>Join the class</h1>
          <p data-testid="join-as">
            You are about to join as <strong>{session.user.name}</strong>.{' '}
            <button type="button" className={styles.linkButton} onClick={notMe} disabled={busy}>
              Not you?
            </button>
          </p>
          <form className={styles.form} onSubmit={join}>
            {isGuest && (
              <TextField
                label="Your first name"
                hint="So your teacher knows who you are."
                value={firstName}
                maxLength={LEARNER_NAME_MAX}
                autoComplete="given-name"
                onChange={(event) => setFirstName(event.target.value)}
                required
              />
            )}
            <Button type="submit" variant="accent" disabled={joinAs.isPending}>
              {joinAs.isPending ? 'Joining…' : 'Join'}
            </Button>
          </form>
          {joinAs.isError && (
            <>
              <p className={styles.error} role="alert">
                {joinAs.error.message}
              </p>
              <AppLink to="/account">Type the code on your Account page</AppLink>
            </>
          )}
        </section>
      )}
      {joinAs.isSuccess && (
        <section className={styles.card} aria-live="polite">
          <h1 className={styles.head}>You joined {joinAs.data.name}!</h1>
          <p>Your class's assignments are waiting on the learning map.</p>
          <ButtonLink to="/learn">Go to Learn</ButtonLink>
        </section>
      )}
    </main>
  );
}
