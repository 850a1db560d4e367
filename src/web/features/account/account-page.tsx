// Account settings (/account): 'Hi, {name}!', editable Name, Email and Password rows (one at a time)
// and a Logout label that signs out and goes to /login. Update errors are only logged (docs/product.md "Rules and their texts"), except
// the email's: changing it asks for the password and mails a link to the new address, so the page says
// "check your new inbox", or why it was refused (docs/accounts.md "Changing the email").
// A guest also sees "Save your progress", and is warned before logging out (guest-save.tsx).
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Zap } from 'lucide-react';
import { ApiError, apiFetch, jsonBody } from '../../lib/api-client';
import { changeEmail, changePassword, signOut } from '../../lib/auth-client';
import { profileKey, sessionKey, useProfile, useRefreshSession } from '../../lib/session';
import { withNewestPoints } from '../../lib/shown-points';
import { profileSchema } from '../../../api/index';
import { LoadingScreen } from '../../components/spinner';
import { EditableRow } from './editable-row';
import { GuestLogoutDialog, SaveProgressCard } from './guest-save';
import { AccountClasses } from '../../components/classes/account-classes';
import { SoundSetting } from './sound-setting';
import styles from './account.module.css';
import { useDocumentTitle } from '../../lib/document-title';

type Field = 'name' | 'email' | 'password';

export default function AccountPage() {
  useDocumentTitle('Account');
  const profile = useProfile();
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Field | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [emailPassword, setEmailPassword] = useState('');
  const [emailNotice, setEmailNotice] = useState<{ sent: boolean; text: string } | null>(null);
  const [searchParams] = useSearchParams();
  // The link mailed to a new address comes back here; a used or expired one carries ?error=.
  const linkFailed = searchParams.has('error');
  const [newPassword, setNewPassword] = useState('');
  const [confirmGuestLogout, setConfirmGuestLogout] = useState(false);

  if (!profile.data) return <LoadingScreen />;
  const me = profile.data;

  const startEdit = (field: Field) => {
    setName(me.name);
    setEmail(me.email ?? '');
    setCurrentPassword('');
    setEmailPassword('');
    setNewPassword('');
    setEmailNotice(null);
    setEditing(field);
  };
  const finish = () => setEditing(null);
  // Each save: call, refresh what changed, leave edit mode; a failure is logged and the old value stays.
  const save = (what: string, action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch (error) {
      console.error(`Could not update ${what}`, error);
    } finally {
      finish();
      void queryClient.invalidateQueries({ queryKey: profileKey });
      void queryClient.invalidateQueries({ queryKey: sessionKey });
    }
  };
  const saveName = save('name', async () => {
    const updated = profileSchema.parse(await apiFetch('/api/me', jsonBody('PATCH', { name: name.trim() })));
    queryClient.setQueryData(profileKey, withNewestPoints(updated));
  });
  // The email changes only once the link mailed to the new address is opened; a refusal (wrong
  // password, invalid address) keeps the row open with the reason.
  const saveEmail = async () => {
    const newEmail = email.trim();
    try {
      await changeEmail(newEmail, emailPassword);
      setEmailNotice({ sent: true, text: `Check your new inbox: we sent a link to ${newEmail}. Your email changes when you open it.` });
      finish();
    } catch (error) {
      console.error('Could not update email', error);
      setEmailNotice({ sent: false, text: error instanceof ApiError ? error.message : 'Could not change the email. Please try again.' });
    }
  };
  const savePassword = save('password', () => changePassword(currentPassword, newPassword));

  const logout = async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Logout failed', error);
    }
    // Leave first: refreshed while still on /account, the login guard would redirect with this page
    // as the place to return to, and the next login would land here instead of on the map.
    await navigate('/login'); // this screen is gone at once (navigation without transitions, main.tsx)
    await refreshSession();
  };

  const rowProps = (field: Field) => ({
    editing: editing === field,
    onEdit: () => startEdit(field),
    onCancel: finish,
  });

  return (
    <main className={`page ${styles.page}`}>
      <div className={styles.hello}>
        <h1 className={styles.greeting}>Hi, {me.name}!</h1>
        <p className={styles.summary}>
          <Zap aria-hidden="true" className={styles.bolt} />
          <span>{me.points} points</span>
          {me.isGuest && <span className={styles.badge}>Guest</span>}
        </p>
      </div>
      {me.isGuest && <SaveProgressCard points={me.points} />}
      <section className={styles.card} aria-label="Your details">
        <EditableRow label="Name" display={me.name} onSave={saveName} {...rowProps('name')}>
          <input className={styles.input} aria-label="Name" value={name} maxLength={50} autoFocus onChange={(e) => setName(e.target.value)} />
        </EditableRow>
        <EditableRow label="Email" display={me.email ?? 'No email (guest account)'} editable={!me.isGuest} onSave={saveEmail} {...rowProps('email')}>
          <input className={styles.input} aria-label="Email" type="email" value={email} autoFocus onChange={(e) => setEmail(e.target.value)} />
          <input
            className={styles.input}
            aria-label="Your password"
            placeholder="Your password"
            type="password"
            autoComplete="current-password"
            value={emailPassword}
            onChange={(e) => setEmailPassword(e.target.value)}
          />
        </EditableRow>
        <EditableRow label="Password" display={me.isGuest ? 'No password (guest account)' : '••••••••'} editable={!me.isGuest} onSave={savePassword} {...rowProps('password')}>
          <input
            className={styles.input}
            aria-label="Current password"
            placeholder="Current password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            autoFocus
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
          <input
            className={styles.input}
            aria-label="New password"
            placeholder="New password (6+ characters)"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
          />
        </EditableRow>
      </section>
      {emailNotice && (
        <p className={emailNotice.sent ? styles.notice : styles.problem} role={emailNotice.sent ? 'status' : 'alert'}>
          {emailNotice.text}
        </p>
      )}
      {linkFailed && !emailNotice && (
        <p className={styles.problem} role="alert">
          That email link is invalid or has expired. Please change the email again.
        </p>
      )}
      <SoundSetting on={me.settings.sound === true} />
      <GuestLogoutDialog open={confirmGuestLogout} points={me.points} onCancel={() => setConfirmGuestLogout(false)} onLogout={logout} />
      <AccountClasses />
      <button type="button" className={styles.logout} onClick={me.isGuest ? () => setConfirmGuestLogout(true) : logout}>
        <LogOut aria-hidden="true" />
        Logout
      </button>
    </main>
  );
}
