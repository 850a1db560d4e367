// Password reset (/reset-password). Without a token: the email form that sends the reset mail
// ('Password reset email sent! Check your inbox.'). With ?token= (the mail's link): the form that
// sets the new password and then leads to login.
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { AUTH_MESSAGES } from '../../../api/index';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { requestPasswordReset, resetPassword } from '../../lib/auth-client';
import { AuthLayout, FormError, FormSuccess } from './auth-layout';
import { minPasswordLength, providerMessage, signUpMessages } from '../../lib/auth-messages';
import styles from './auth.module.css';
import { useDocumentTitle } from '../../lib/document-title';

const resetSentMessage = AUTH_MESSAGES.resetSent;

function RequestResetForm({ linkError }: { linkError: string | null }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(linkError);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSent(false);
    if (!email.trim()) {
      setError('Please enter your email.');
      return;
    }
    setBusy(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (caught) {
      setError(providerMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <FormError message={error} />
      <FormSuccess message={sent ? resetSentMessage : null} />
      <Button type="submit" block disabled={busy}>
        {busy ? 'Loading...' : 'Send reset email'}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < minPasswordLength) {
      setError(signUpMessages.weakPassword);
      return;
    }
    setBusy(true);
    try {
      await resetPassword(token, password);
      navigate('/login', { state: { notice: 'Your password has been changed. Log in with your new password.' } });
    } catch (caught) {
      setError(providerMessage(caught));
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint="6+ characters"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <FormError message={error} />
      <Button type="submit" block disabled={busy}>
        {busy ? 'Loading...' : 'Set new password'}
      </Button>
    </form>
  );
}

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  // better-auth sends an expired or unknown link back here with ?error=INVALID_TOKEN.
  const linkError = params.get('error') ? 'This reset link is invalid or has expired. Ask for a new one below.' : null;
  return (
    <AuthLayout
      title={token ? 'Choose a new password' : 'Reset your password'}
      subtitle={token ? 'Pick a password you will remember.' : "Enter your email and we'll send you a link."}
    >
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm linkError={linkError} />}
      <div className={styles.links}>
        <AppLink to="/login">Back to login</AppLink>
      </div>
    </AuthLayout>
  );
}
