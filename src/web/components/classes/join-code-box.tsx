// "Have a class code?" (docs/classes.md "A way in"): a code box on the landing page and on the learning
// map. It only opens the join link (/join/<code>), whose page normalises the code, signs a visitor in as
// a guest if they like, says who is joining and asks a guest's first name — one way in for every entry.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Users } from 'lucide-react';
import styles from './join-code-box.module.css';

export function JoinCodeBox({ title = 'Have a class code?', tone = 'card' }: { title?: string; tone?: 'card' | 'plain' }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) void navigate(`/join/${encodeURIComponent(typed)}`);
  };
  return (
    <form className={tone === 'card' ? `${styles.joinBox} ${styles.card}` : styles.joinBox} onSubmit={submit} aria-label="Join a class" data-testid="join-code-box">
      <label className={styles.joinBoxLabel} htmlFor="join-code-box-input">
        <Users aria-hidden="true" size={18} /> {title}
      </label>
      <div className={styles.joinBoxRow}>
        <input
          id="join-code-box-input"
          className={styles.joinBoxInput}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="ABC 123"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          required
        />
        <button type="submit" className={styles.joinBoxButton}>
          Join
        </button>
      </div>
    </form>
  );
}
