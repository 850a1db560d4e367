// Sign up (/signup): Name, Email and Password (hint '6+ characters'), the Google button and a link
// to login. Errors use the texts of docs/product.md "Rules and their texts"; the email is trimmed; success goes to /learn.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { signUpWithEmail } from '../../lib/auth-client';
import { useRefreshSession } from '../../lib/session';
import { AuthLayout, FormError } from './auth-layout';
import { GoogleButton } from '../../components/google-button';
import { minPasswordLength, signUpErrorMessage, signUpMessages } from '../../lib/auth-messages';
import styles from './auth.module.css';
import { useDocumentTitle } from '../../lib/document-title';

export default function SignupPage() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim() || !email.trim() || !password) {
      setError('Please fill in your name, email and password.');
      return;
    }
    if (password.length < minPasswordLength) {
      setError(signUpMessages.weakPassword);
      return;
    }
    setBusy(true);
    try {
      await signUpWithEmail(name.trim(), email.trim(), password);
      await refreshSession();
      navigate('/learn');
    } catch (caught) {
      setError(signUpErrorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <AuthLayout title="Create your account" subtitle="Save your progress and climb the leaderboard.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label="Name" name="name" autoComplete="nickname" maxLength={50} value={name} onChange={(e) => setName(e.target.value)} required />
        <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="6+ characters"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <FormError message={error} />
        <Button type="submit" block disabled={busy}>
          {busy ? 'Loading...' : 'Sign Up'}
        </Button>
      </form>
      <GoogleButton onError={setError} divider />
      <div className={styles.links}>
        <AppLink to="/login">Already have an account? Log in</AppLink>
      </div>
    </AuthLayout>
  );
}
