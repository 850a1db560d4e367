// The tray of pieces the learner may place ("draggableItems" in docs/product.md "What is stored"): each shows its remaining count,
// drags onto the grid, or on click/Enter goes to the next free cell. At count 0 it greys out and can
// neither be dragged nor clicked. The whole tray is also a drop target that returns grid pieces.
import { useDraggable, useDroppable, useDndContext } from '@dnd-kit/core';
import { memo, type Ref } from 'react';
import { trayItemCell, type TrayItem } from './grid-state';
import { TRAY_DROP_ID, trayDragId, type DragData } from './dnd-ids';
import { describePiece } from './piece-label';
import { PieceArt } from './piece-art';
import styles from './component-tray.module.css';

export interface ComponentTrayProps {
  items: TrayItem[];
  remaining: number[];
  artStyle: 'photo' | 'schematic';
  onPlace: (itemIndex: number) => void;
  /** Element the drag hint starts from (the first item still available). */
  firstAvailableRef?: Ref<HTMLButtonElement>;
}

export const ComponentTray = memo(function ComponentTray({ items, remaining, artStyle, onPlace, firstAvailableRef }: ComponentTrayProps) {
  const { setNodeRef, isOver } = useDroppable({ id: TRAY_DROP_ID, data: { kind: 'tray' } });
  const { active } = useDndContext();
  const returning = isOver && (active?.data.current as DragData | undefined)?.kind === 'piece';
  const firstAvailable = remaining.findIndex((count) => count > 0);
  return (
    <section ref={setNodeRef} className={[styles.tray, returning ? styles.returning : ''].join(' ')} aria-label="Parts tray">
      {items.length === 0 && <p className={styles.empty}>No parts to place in this exercise.</p>}
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>
            <TrayButton
              item={item}
              index={index}
              count={remaining[index] ?? 0}
              artStyle={artStyle}
              onPlace={onPlace}
              buttonRef={index === firstAvailable ? firstAvailableRef : undefined}
            />
          </li>
        ))}
      </ul>
      {returning && <p className={styles.returnNote}>Drop here to put it back</p>}
    </section>
  );
});

interface TrayButtonProps {
  item: TrayItem;
  index: number;
  count: number;
  artStyle: 'photo' | 'schematic';
  onPlace: (itemIndex: number) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

function TrayButton({ item, index, count, artStyle, onPlace, buttonRef }: TrayButtonProps) {
  const empty = count <= 0;
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: trayDragId(index),
    data: { kind: 'tray', itemIndex: index } satisfies DragData,
    disabled: empty,
  });
  const cell = trayItemCell(item);
  return (
    <button
      ref={(node) => {
        setNodeRef(node);
        if (typeof buttonRef === 'function') buttonRef(node);
        else if (buttonRef) (buttonRef as { current: HTMLButtonElement | null }).current = node;
      }}
      type="button"
      className={[styles.item, empty ? styles.used : '', isDragging ? styles.dragging : ''].join(' ')}
      aria-label={`${describePiece(cell)}: ${count} left`}
      aria-describedby={attributes['aria-describedby']}
      aria-roledescription="draggable part"
      disabled={empty}
      data-tray-type={item.type}
      {...listeners}
      onClick={() => onPlace(index)}
    >
      <span className={styles.art}>
        <PieceArt cell={cell} artStyle={artStyle} />
      </span>
      <span className={styles.count} aria-hidden="true">×{count}</span>
    </button>
  );
}
