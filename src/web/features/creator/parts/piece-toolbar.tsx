// The bar under the grid for the selected cell (the one last tapped or focused): rotate, flip a switch,
// set a part's value, or remove the piece — the same edits as tap / drag, as plain buttons, so
// every edit also works without dragging.
import { Gauge, Power, RotateCw, Trash2 } from 'lucide-react';
import { displayName, paramsOf, stateOf, tapOf, type Cell } from '../../../../engine/index';
import { describePiece } from '../../../components/circuit/piece-label';
import type { CellRef } from '../model/creator-reducer';
import styles from './piece-toolbar.module.css';

export interface PieceToolbarProps {
  at: CellRef | null;
  cell: Cell | null;
  onRotate: () => void;
  onToggle: () => void;
  onEditValue: () => void;
  onRemove: () => void;
}

export function PieceToolbar({ at, cell, onRotate, onToggle, onEditValue, onRemove }: PieceToolbarProps) {
  if (!at || !cell) {
    return (
      <p className={styles.hint}>
        Tap a piece to rotate it; a switch flips, a resistor or capacitor asks for its value. Drag to move it, or off the grid to remove it.
      </p>
    );
  }
  // A part that flips when tapped (a switch): its state, read through the catalogue.
  const on = stateOf(cell) === true;
  return (
    <div className={styles.bar} role="toolbar" aria-label="Selected piece">
      <span className={styles.name}>
        {describePiece(cell)} <span className={styles.where}>· row {at.row + 1}, column {at.col + 1}</span>
      </span>
      <span className={styles.buttons}>
        <button type="button" onClick={onRotate} aria-label="Rotate the selected piece">
          <RotateCw aria-hidden="true" /> Rotate
        </button>
        {tapOf(cell.type) === 'toggle' && (
          <button type="button" onClick={onToggle} aria-label={`Turn the ${displayName(cell.type).toLowerCase()} ${on ? 'off' : 'on'}`}>
            <Power aria-hidden="true" /> {on ? 'Turn off' : 'Turn on'}
          </button>
        )}
        {paramsOf(cell.type).length > 0 && (
          <button type="button" onClick={onEditValue} aria-label={`Change the ${displayName(cell.type).toLowerCase()} value`}>
            <Gauge aria-hidden="true" /> Value
          </button>
        )}
        <button type="button" className={styles.danger} onClick={onRemove} aria-label="Remove the selected piece">
          <Trash2 aria-hidden="true" /> Remove
        </button>
      </span>
    </div>
  );
}
