// The horizontal, scrolling toolbar of parts still to place. Each part is dragged out with a pointer
// (mouse or finger); a finger moving sideways scrolls the toolbar instead.
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { ToolbarPart } from '../../../../schematic/types';
import { describePart } from '../../../../schematic/value-display';
import { PartSymbol } from './part-symbol';
import styles from '../schematic.module.css';

interface PartToolbarProps {
  parts: ToolbarPart[];
  draggingId: string | null;
  handlersFor: (part: ToolbarPart) => {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

export function PartToolbar({ parts, draggingId, handlersFor }: PartToolbarProps) {
  return (
    <div className={styles.toolbar} role="list" aria-label="Parts">
      {parts.length === 0 && <p className={styles.toolbarEmpty}>All parts are on the grid.</p>}
      {parts.map((part) => (
        <div
          key={part.id}
          role="listitem"
          className={`${styles.toolItem} ${draggingId === part.id ? styles.toolItemDragging : ''}`}
          aria-label={describePart(part.type, part.value)}
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
