// The creator's header (docs/product.md "Screens"): the settings cog, the level name input (at most 50
// characters), undo, and the exit button.
import { Settings, Undo2, X } from 'lucide-react';
import { MAX_LEVEL_NAME_LENGTH } from '../../../../api/index';
import styles from './creator-header.module.css';

export interface CreatorHeaderProps {
  name: string;
  onName: (name: string) => void;
  onSettings: () => void;
  onUndo: () => void;
  canUndo: boolean;
  onExit: () => void;
}

export function CreatorHeader({ name, onName, onSettings, onUndo, canUndo, onExit }: CreatorHeaderProps) {
  return (
    <header className={styles.header}>
      <button type="button" className={styles.icon} onClick={onSettings} aria-label="Level settings" title="Level settings">
        <Settings aria-hidden="true" />
      </button>
      <label className={styles.nameField}>
        <span className={styles.srOnly}>Level name</span>
        <input
          className={styles.name}
          value={name}
          maxLength={MAX_LEVEL_NAME_LENGTH}
          placeholder="Level name"
          onChange={(event) => onName(event.target.value)}
          aria-describedby="creator-name-count"
        />
        <span id="creator-name-count" className={styles.count} aria-live="off">
          {name.length}/{MAX_LEVEL_NAME_LENGTH}
        </span>
      </label>
      <button type="button" className={styles.icon} onClick={onUndo} disabled={!canUndo} aria-label="Undo" title="Undo">
        <Undo2 aria-hidden="true" />
      </button>
      <button type="button" className={styles.icon} onClick={onExit} aria-label="Exit level creator" title="Exit">
        <X aria-hidden="true" />
      </button>
    </header>
  );
}
