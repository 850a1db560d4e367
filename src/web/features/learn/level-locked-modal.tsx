// The 'Level Locked' modal of docs/product.md "Screens". Every level is open (isLevelLocked in
// src/learning/unlocks.ts), so nothing opens it today; it stays wired to the map for a future locking rule.
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
