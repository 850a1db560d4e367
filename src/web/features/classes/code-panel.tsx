// The class code, big enough to project, with the join link that pre-fills it; "Show on the wall"
// fills the screen with both (Escape or the button closes it).
import { useEffect, useState } from 'react';
import { Copy, Maximize2, X } from 'lucide-react';
import { Button } from '../../components/button';
import { joinLink } from '../../lib/classes/classes-api';
import styles from '../../components/classes/classes.module.css';

export function CodePanel({ code, className }: { code: string; className: string }) {
  const [wall, setWall] = useState(false);
  const [copied, setCopied] = useState(false);
  const link = joinLink(code);
  useEffect(() => {
    if (!wall) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setWall(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wall]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
  return (
    <section className={styles.codePanel} aria-label="Join code">
      <span className={styles.codeLabel}>Join code</span>
      <span className={styles.code} data-testid="class-code" aria-label={code.split('').join(' ')}>
        {spaced}
      </span>
      <span className={styles.joinLink}>
        or open <a href={link} className={styles.joinLink} data-testid="join-link">{link}</a>
      </span>
      <div className={styles.codeActions}>
        <Button variant="accent" icon={<Maximize2 aria-hidden="true" />} onClick={() => setWall(true)}>
          Show on the wall
        </Button>
        <Button variant="secondary" icon={<Copy aria-hidden="true" />} onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      </div>
      {wall && (
        <div className={styles.wall} role="dialog" aria-modal="true" aria-label={`Join ${className}`}>
          <h2>Join {className} on ohmlet</h2>
          <span className={styles.code}>{spaced}</span>
          <span className={styles.joinLink}>{link}</span>
          <Button variant="secondary" icon={<X aria-hidden="true" />} onClick={() => setWall(false)} autoFocus>
            Close
          </Button>
        </div>
      )}
    </section>
  );
}
