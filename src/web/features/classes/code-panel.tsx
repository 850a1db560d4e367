// The class code, big enough to project, with the join link and its QR code; "Show on the wall" fills
// the screen with them and asks the browser for true fullscreen (Escape or the button closes it). The
// teacher can draw a new code (the old one stops at once) and close joining (docs/classes.md "Codes").
import { useEffect, useRef, useState } from 'react';
import { Copy, Maximize2, RefreshCw, X } from 'lucide-react';
import { Button } from '../../components/button';
import { joinLink, useClassActions } from '../../lib/classes/classes-api';
import { JoinQr } from './join-qr';
import styles from '../../components/classes/classes.module.css';
import cockpit from './cockpit.module.css';

interface CodePanelProps {
  classId: string;
  code: string;
  className: string;
  joinOpen: boolean;
  readOnly: boolean;
}

export function CodePanel({ classId, code, className, joinOpen, readOnly }: CodePanelProps) {
  const [wall, setWall] = useState(false);
  const [copied, setCopied] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const wallRef = useRef<HTMLDivElement>(null);
  const { resetCode, update } = useClassActions();
  const link = joinLink(code);

  useEffect(() => {
    if (!wall) return;
    const element = wallRef.current;
    // True fullscreen hides the browser's tabs and address bar on the projector; refused is fine.
    if (element?.requestFullscreen && !document.fullscreenElement) element.requestFullscreen().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setWall(false);
    // Leaving fullscreen (the browser's own Escape) closes the wall view too.
    const onFullscreen = () => !document.fullscreenElement && setWall(false);
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
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
      <span className={styles.codeLabel}>{joinOpen ? 'Join code' : 'Join code (joining closed)'}</span>
      <span className={styles.code} data-testid="class-code" aria-label={code.split('').join(' ')}>
        {spaced}
      </span>
      <span className={styles.joinLink}>
        or open <a href={link} className={styles.joinLink} data-testid="join-link">{link}</a>
      </span>
      <JoinQr link={link} className={cockpit.qrSmall} />
      <div className={styles.codeActions}>
        <Button variant="accent" icon={<Maximize2 aria-hidden="true" />} onClick={() => setWall(true)}>
          Show on the wall
        </Button>
        <Button variant="secondary" icon={<Copy aria-hidden="true" />} onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      </div>
      {!readOnly && (
        <div className={cockpit.controls}>
          <label className={cockpit.toggle}>
            <input
              type="checkbox"
              checked={joinOpen}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ classId, changes: { joinOpen: event.target.checked } })}
            />
            Open for joining
          </label>
          {confirmReset ? (
            <>
              <span>The old code stops working at once.</span>
              <Button variant="danger" onClick={() => resetCode.mutate(classId, { onSettled: () => setConfirmReset(false) })} disabled={resetCode.isPending}>
                Make a new code
              </Button>
              <Button variant="secondary" onClick={() => setConfirmReset(false)}>
                Cancel
              </Button>
            </>
          ) : (
            <Button variant="secondary" icon={<RefreshCw aria-hidden="true" />} onClick={() => setConfirmReset(true)}>
              New code
            </Button>
          )}
        </div>
      )}
      {wall && (
        <div ref={wallRef} className={styles.wall} role="dialog" aria-modal="true" aria-label={`Join ${className}`}>
          <h2>Join {className} on ohmlet</h2>
          <div className={styles.wallRow}>
            <span className={styles.code}>{spaced}</span>
            <JoinQr link={link} className={cockpit.qr} />
          </div>
          <span className={styles.joinLink}>{link}</span>
          <Button variant="secondary" icon={<X aria-hidden="true" />} onClick={() => setWall(false)} autoFocus>
            Close
          </Button>
        </div>
      )}
    </section>
  );
}
