// Classes on /account: join one by code, see and leave the ones joined, and the way into Teach.
import { useState, type FormEvent } from 'react';
import { Presentation } from 'lucide-react';
import { Button, ButtonLink } from '../button';
import { TextField } from '../text-field';
import { useProfile } from '../../lib/session';
import { useClassActions, useClassList } from '../../lib/classes/classes-api';
import styles from './classes.module.css';

export function AccountClasses() {
  const profile = useProfile();
  const list = useClassList();
  const { join, leave } = useClassActions();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    join.mutate(code, { onSuccess: () => setCode('') });
  };
  return (
    <section className={styles.card} aria-labelledby="account-classes-title">
      <h2 id="account-classes-title">Classes</h2>
      {list.data && list.data.member.length > 0 && (
        <ul className={styles.memberList}>
          {list.data.member.map((klass) => (
            <li key={klass.id} className={styles.memberItem}>
              <span>
                <strong>{klass.name}</strong> <span className={styles.classMeta}>with {klass.teacherName}</span>
              </span>
              <button type="button" className={styles.removeButton} onClick={() => leave.mutate(klass.id)}>
                Leave
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit}>
        <TextField label="Class code" value={code} maxLength={12} autoCapitalize="characters" autoComplete="off" placeholder="ABC 234" onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" disabled={join.isPending || code.trim() === ''}>
          Join class
        </Button>
      </form>
      {join.isError && (
        <p className={styles.error} role="alert">
          {join.error.message}
        </p>
      )}
      {join.isSuccess && (
        <p className={styles.notice} role="status">
          You joined {join.data.name}. Its assignments are on Learn.
        </p>
      )}
      {profile.data && !profile.data.isGuest && (
        <ButtonLink to="/teach" variant="secondary" icon={<Presentation aria-hidden="true" />}>
          {list.data && list.data.teaching.length > 0 ? 'Your classes (Teach)' : 'Teach a class'}
        </ButtonLink>
      )}
    </section>
  );
}
