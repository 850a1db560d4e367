// The horizontal, scrolling toolbar of parts still to place. Each part is dragged out with a pointer
// (mouse or finger); a finger moving sideways scrolls the toolbar instead.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { type ToolbarPart, describePart } from '../../../../schematic';
import { PartSymbol } from './part-symbol';
import styles from '../schematic.module.css';

interface PartToolbarProps {
  parts: ToolbarPart[];
  draggingId: string | null;
  /** Enter or Space places the part on the grid (keyboard users). */
  onPlace: (part: ToolbarPart) => void;
  handlersFor: (part: ToolbarPart) => {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

export function PartToolbar({ parts, draggingId, onPlace, handlersFor }: PartToolbarProps) {
  return (
    <div className={styles.toolbar} role="list" aria-label="Parts">
      {parts.length === 0 && <p className={styles.toolbarEmpty}>All parts are on the grid.</p>}
      {parts.map((part) => (
        <div
          key={part.id}
          role="listitem"
          tabIndex={0}
          className={`${styles.toolItem} ${draggingId === part.id ? styles.toolItemDragging : ''}`}
          aria-label={`${describePart(part.type, part.value)}: drag onto the grid, or press Enter to place it`}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            onPlace(part);
          }}
          data-toolbar-part={part.id}
          data-part-type={part.type}
          data-part-value={part.value}
          {...handlersFor(part)}
        >
          <PartSymbol type={part.type} value={part.value} className={styles.toolSymbol} />
          <span className={styles.toolName}>{part.type}</span>
        </div>
      ))}
    </div>
  );
}
