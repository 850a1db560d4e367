// Login (/login): email and password, 'Continue with Google', links to sign up and reset, and a
// close icon back to /. The provider's message shows in a red line; success goes to /learn.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { signInWithEmail } from '../../lib/auth-client';
import { useRefreshSession } from '../../lib/session';
import { AuthLayout, FormError, FormSuccess } from './auth-layout';
import { GoogleButton } from '../../components/google-button';
import styles from './auth.module.css';
import { useDocumentTitle } from '../../lib/document-title';
import { providerMessage } from '../../lib/auth-messages';

export default function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { notice?: string; from?: unknown } | null;
  const notice = state?.notice ?? null;
  // Back to the page that sent the learner here (a protected page, or the level creator's Log in).
  const afterLogin = safeReturnPath(state?.from) ?? '/learn';
  // A failed social sign-in comes back here with ?error=<code>.
  const [error, setError] = useState<string | null>(params.get('error') ? 'Google sign-in failed. Please try again.' : null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Please enter your email and password.');
      return;
    }
    setBusy(true);
    try {
      await signInWithEmail(email.trim(), password);
      await refreshSession();
      navigate(afterLogin);
    } catch (caught) {
      setError(providerMessage(caught));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Welcome back" subtitle="Log in to keep building circuits.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormSuccess message={notice} />
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <FormError message={error} />
        <Button type="submit" block disabled={busy}>
          {busy ? 'Loading...' : 'Login'}
        </Button>
      </form>
      <GoogleButton onError={setError} divider />
      <div className={styles.links}>
        <AppLink to="/signup">New here? Create an account</AppLink>
        <AppLink to="/reset-password">Forgot your password?</AppLink>
      </div>
    </AuthLayout>
  );
}

/** Only a path inside this app (not '//host' or a full URL), so state cannot send a learner elsewhere. */
function safeReturnPath(from: unknown): string | null {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : null;
}
