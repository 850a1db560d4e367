// The Teach area (/teach): the classes a signed-in user teaches, and a form to create one. Guests are
// asked to sign up first (a class needs a teacher who can come back to it).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Presentation, Users } from 'lucide-react';
import { CLASS_NAME_MAX } from '../../../api/index';
import { Button, ButtonLink } from '../../components/button';
import { LoadingScreen } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { useDocumentTitle } from '../../lib/document-title';
import { useProfile } from '../../lib/session';
import { useClassActions, useClassList } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';

export default function TeachPage() {
  useDocumentTitle('Teach');
  const profile = useProfile();
  const list = useClassList();
  const { create } = useClassActions();
  const navigate = useNavigate();
  const [name, setName] = useState('');

  if (!profile.data || list.isPending) return <LoadingScreen />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: (created) => void navigate(`/teach/${created.id}`) });
  };

  return (
    <main className={`page ${styles.page}`}>
      <header className={styles.head}>
        <h1>Teach</h1>
        <p className={styles.sub}>Make a class, show its code on the wall, assign levels and follow every learner's progress.</p>
      </header>
      {profile.data.isGuest ? (
        <section className={styles.card}>
          <h2>Sign up to teach</h2>
          <p>A class needs a teacher with an account. Your learners can join as guests, without an email.</p>
          <ButtonLink to="/signup">Sign up</ButtonLink>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="new-class-title">
          <h2 id="new-class-title">New class</h2>
          <form className={styles.form} onSubmit={submit}>
            <TextField label="Class name" value={name} maxLength={CLASS_NAME_MAX} placeholder="Year 7 Physics" onChange={(e) => setName(e.target.value)} required />
            <Button type="submit" disabled={create.isPending || name.trim() === ''} icon={<Presentation aria-hidden="true" />}>
              Create class
            </Button>
          </form>
          {create.isError && (
            <p className={styles.error} role="alert">
              {create.error.message}
            </p>
          )}
        </section>
      )}
      {list.data && list.data.teaching.length > 0 && (
        <section aria-labelledby="your-classes-title" className={styles.page}>
          <h2 id="your-classes-title">Your classes</h2>
          <ul className={styles.classList} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.data.teaching.map((klass) => (
              <li key={klass.id}>
                <AppLink className={styles.classLink} to={`/teach/${klass.id}`}>
                  <strong>{klass.name}</strong>
                  <span className={styles.classMeta}>
                    Code <span className={styles.mono}>{klass.code}</span> · <Users aria-hidden="true" size={14} />{' '}
                    {klass.studentCount === 1 ? '1 learner' : `${klass.studentCount} learners`}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
