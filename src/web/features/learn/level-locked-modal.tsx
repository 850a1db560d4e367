// The spec's 'Level Locked' modal. Every level is open (docs/architecture.md "Open points"), so nothing opens
// it today; it stays wired to the map so a future locking rule only has to return true.
import { Lock } from 'lucide-react';
import { Button } from '../../components/button';
import { Overlay } from '../../components/overlay';
import styles from './learn.module.css';

export function LevelLockedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Overlay open={open} onClose={onClose} label="Level Locked">
      <div className={styles.locked}>
        <Lock aria-hidden="true" className={styles.lockedIcon} />
        <h2>Level Locked</h2>
        <p>Finish the levels before this one to unlock it.</p>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Overlay>
  );
}

/** Decisions.md: as in the spec, every level is open. */
export function isLevelLocked(): boolean {
  return false;
}
