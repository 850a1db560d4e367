// One square of the circuit grid: a drop target, and (for pieces the learner placed) a drag source.
// Shows the piece's art, its live bulb/star state, the current-flow dots, a lock on pre-placed pieces
// and the rotate / tap tip hints. Keyboard handling lives in circuit-grid.tsx (roving focus).
import { memo, type KeyboardEvent, type Ref } from 'react';
import { useDraggable, useDroppable, useDndContext } from '@dnd-kit/core';
import { Lock, RotateCw } from 'lucide-react';
import { tapOf, type BulbState } from '../../../engine/index';
import type { CellRef, PlacedPiece } from './grid-state';
import { cellDropId, pieceDragId, type DragData } from './dnd-ids';
import type { CellFlow } from './flow-paths';
import { FlowOverlay } from './flow-overlay';
import { PieceArt } from './piece-art';
import { PieceControl, type PieceControls } from './piece-controls';
import styles from './circuit-grid.module.css';

export interface GridCellProps {
  at: CellRef;
  piece: PlacedPiece | null;
  label: string;
  artStyle: 'photo' | 'schematic';
  bulbState?: BulbState;
  starLit: boolean;
  flow?: CellFlow;
  focusable: boolean;
  hintRotate: boolean;
  hintTap: boolean;
  /** One of the cells the explanation on show points at (docs/explanations.md). */
  explained?: boolean;
  /** Picked by the learner (the fault screen's suspect): outlined, and aria-selected. */
  selected?: boolean;
  cellRef: Ref<HTMLDivElement>;
  onTap: (at: CellRef) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, at: CellRef) => void;
  onFocus: (at: CellRef) => void;
  onKeyUp?: (event: KeyboardEvent<HTMLDivElement>, at: CellRef) => void;
  onBlur?: (at: CellRef) => void;
  /** The pieces' live controls (a push button's press, a knob's turn) while playing. */
  controls?: PieceControls;
}

function GridCellView({ at, piece, label, artStyle, bulbState, starLit, flow, focusable, hintRotate, hintTap, explained = false, selected, cellRef, onTap, onKeyDown, onFocus, onKeyUp, onBlur, controls }: GridCellProps) {
  const locked = piece?.itemIndex === null;
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: cellDropId(at), data: { kind: 'cell', at } });
  const drag = useDraggable({ id: pieceDragId(at), data: { kind: 'piece', from: at } satisfies DragData, disabled: !piece || locked });
  const { active } = useDndContext();
  const { onKeyDown: dragKeyDown, ...dragListeners } = drag.listeners ?? {};
  const draggingOther = active && active.id !== pieceDragId(at);
  const refs = (node: HTMLDivElement | null) => {
    setDropRef(node);
    drag.setNodeRef(node);
    if (typeof cellRef === 'function') cellRef(node);
  };
  const className = [
    styles.cell,
    piece ? styles.filled : '',
    locked ? styles.locked : '',
    drag.isDragging ? styles.dragging : '',
    isOver && draggingOther ? (locked ? styles.reject : styles.accept) : '', // a learner's piece swaps
    hintTap ? styles.hintTap : '',
    explained ? styles.explained : '',
    selected ? styles.selected : '',
  ].join(' ');

  return (
    <div
      ref={refs}
      role="gridcell"
      aria-label={label}
      aria-selected={selected}
      aria-roledescription={piece && !locked ? 'movable piece' : undefined}
      aria-describedby={piece && !locked ? drag.attributes['aria-describedby'] : undefined}
      tabIndex={focusable ? 0 : -1}
      className={className}
      data-row={at.row}
      data-col={at.col}
      data-type={piece?.cell.type}
      data-hint={hintTap ? 'tap' : undefined}
      data-explained={explained ? 'true' : undefined}
      onClick={() => piece && onTap(at)}
      onFocus={() => onFocus(at)}
      onBlur={() => onBlur?.(at)}
      onKeyUp={(event) => onKeyUp?.(event, at)}
      {...dragListeners}
      onKeyDown={(event) => {
        onKeyDown(event, at);
        if (!event.defaultPrevented) dragKeyDown?.(event);
      }}
    >
      <CellFace
        at={at}
        piece={piece}
        locked={locked}
        artStyle={artStyle}
        bulbState={bulbState}
        starLit={starLit}
        flow={drag.isDragging ? undefined : flow}
        explained={explained}
        hintRotate={hintRotate}
        controls={controls}
      />
    </div>
  );
}

type CellFaceProps = Pick<GridCellProps, 'at' | 'piece' | 'artStyle' | 'bulbState' | 'starLit' | 'flow' | 'hintRotate' | 'controls'> & {
  locked: boolean;
  explained: boolean;
};

/** Drawn once and kept: a pre-placed piece's lock and the rotate tip's arrow never change. */
const LOCK_MARK = (
  <span className={styles.lock} title="Pre-placed: locked">
    <Lock aria-hidden="true" />
  </span>
);
const ROTATE_MARK = (
  <span className={styles.hintRotate} aria-hidden="true" data-hint="rotate">
    <RotateCw />
  </span>
);

/**
 * What a cell shows. dnd-kit re-renders every cell on each drag start, hover change and drop (its hooks
 * read one context), so the drawing is its own memoised part: those re-renders redo only the cell's
 * own box (docs/performance.md "Drop → bulbs").
 */
const CellFace = memo(function CellFace({ at, piece, locked, artStyle, bulbState, starLit, flow, explained, hintRotate, controls }: CellFaceProps) {
  return (
    <>
      {piece && (
        <PieceArt cell={piece.cell} artStyle={artStyle} bulbState={bulbState} starLit={starLit} className={styles.art} />
      )}
      {flow && <FlowOverlay flow={flow} />}
      {piece && controls && <PieceControl at={at} cell={piece.cell} locked={locked} controls={controls} />}
      {/* A pre-placed switch, button or knob is there to be used, so it gets no lock. */}
      {locked && piece && !['toggle', 'hold', 'turn'].includes(tapOf(piece.cell.type)) && LOCK_MARK}
      {explained && (
        <span className={styles.explainMark} aria-hidden="true">
          !
        </span>
      )}
      {hintRotate && piece && ROTATE_MARK}
    </>
  );
}, samePlaceAndProps);

/** The same props, `at` compared by place (the grid builds it afresh on every render). */
function samePlaceAndProps<P extends { at: CellRef }>(a: P, b: P): boolean {
  const keys = Object.keys(a) as (keyof P)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => (key === 'at' ? a.at.row === b.at.row && a.at.col === b.at.col : a[key] === b[key]));
}

/** Memoised with stable handlers from circuit-grid.tsx: a cell re-renders only when what it shows changes. */
export const GridCell = memo(GridCellView, samePlaceAndProps);
