// The join link (/join/:code): signed in, it joins at once; signed out, it shows the code and offers
// guest play, sign-up or log-in, keeping the code so the join finishes on /learn afterwards.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { normalizeClassCode } from '../../../api/classes';
import { signInAsGuest } from '../../lib/auth-client';
import { useDocumentTitle } from '../../lib/document-title';
import { useRefreshSession, useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { useClassActions } from '../../lib/classes/classes-api';
import { rememberPendingCode } from '../../lib/classes/pending-join';
import styles from '../../components/classes/classes.module.css';

export default function JoinPage() {
  useDocumentTitle('Join a class');
  const code = normalizeClassCode(useParams().code ?? '');
  const session = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const { join } = useClassActions();
  const [guestBusy, setGuestBusy] = useState(false);
  const started = useRef(false);
  const { mutate } = join;

  useEffect(() => {
    if (session.status === 'signedOut') rememberPendingCode(code);
    if (session.status !== 'signedIn' || started.current) return;
    started.current = true;
    mutate(code);
  }, [session.status, code, mutate]);

  const playAsGuest = async () => {
    setGuestBusy(true);
    try {
      await signInAsGuest();
      await refreshSession();
      navigate('/learn');
    } catch (error) {
      console.error('Guest login failed', error);
      setGuestBusy(false);
    }
  };

  if (session.status === 'loading') return <LoadingScreen />;
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
          <Button variant="accent" block onClick={playAsGuest} disabled={guestBusy}>
            {guestBusy ? 'Loading...' : 'Play as guest'}
          </Button>
          <ButtonLink to="/signup" block>
            Sign up
          </ButtonLink>
          <ButtonLink to="/login" variant="secondary" block>
            Log in
          </ButtonLink>
        </section>
      )}
      {session.status === 'signedIn' && (
        <section className={styles.card} aria-live="polite">
          {join.isPending && <p>Joining…</p>}
          {join.isSuccess && (
            <>
              <h1 className={styles.head}>You joined {join.data.name}!</h1>
              <p>Your class's assignments are waiting on the learning map.</p>
              <ButtonLink to="/learn">Go to Learn</ButtonLink>
            </>
          )}
          {join.isError && (
            <>
              <p className={styles.error} role="alert">
                {join.error.message}
              </p>
              <Link to="/account">Type the code on your Account page</Link>
            </>
          )}
        </section>
      )}
    </main>
  );
}
