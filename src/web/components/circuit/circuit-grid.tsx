// The circuit grid (docs/product.md "Screens"): rows × columns of square cells sized to fit the screen but at
// least 44 px (a wider board scrolls sideways in its frame, board-frame.tsx), with roving keyboard
// focus — arrows move, Enter/Space taps (rotate or toggle), R rotates, Delete or Backspace returns a
// piece to the tray, M picks it up to move with the arrows (dnd-kit keyboard). With live controls, Space
// or Enter held on a push button holds it down, and Up/Down turn a focused knob (Left/Right still move).
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDndContext } from '@dnd-kit/core';
import { isLight, tapOf, type BulbState, type LightType } from '../../../engine/index';
import { cellKey, type Board, type CellRef } from './grid-state';
import type { CellFlow } from './flow-paths';
import { describeCell, describePiece } from './piece-label';
import { GridCell } from './grid-cell';
import { KNOB_KEY_STEP, knobOf, type PieceControls } from './piece-controls';
import { BoardFrame } from './board-frame';
import styles from './circuit-grid.module.css';
import { useShownFlows } from './shown-flows';

export interface CircuitGridProps {
  board: Board;
  artStyle: 'photo' | 'schematic';
  bulbs: Partial<Record<LightType, BulbState>>;
  starLit: boolean;
  flows: Map<string, CellFlow>;
  /** Cells showing the rotate / tap tip animation. */
  rotateHints?: Set<string>;
  tapHints?: Set<string>;
  onTap: (at: CellRef) => void;
  onRotate: (at: CellRef) => void;
  onRemove: (at: CellRef) => void;
  label?: string;
  /** Cells the explanation on show points at (`row:col` keys), outlined on the grid. */
  explained?: ReadonlySet<string>;
  /** Cells the learner has picked (`row:col` keys): the fault screen's suspect. */
  selected?: ReadonlySet<string>;
  /** The pieces' live controls while playing (push buttons, knobs); none in the creator. */
  controls?: PieceControls;
}

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

export function CircuitGrid({ board, artStyle, bulbs, starLit, flows, rotateHints, tapHints, onTap, onRotate, onRemove, label = 'Circuit grid', explained, selected, controls }: CircuitGridProps) {
  const rows = board.pieces.length;
  const cols = board.pieces[0]?.length ?? 0;
  const [focus, setFocus] = useState<CellRef>({ row: 0, col: 0 });
  const cells = useRef(new Map<string, HTMLDivElement>());
  const dragging = useRef(false);
  const shownFlows = useShownFlows(flows);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, at: CellRef) => {
    // While a part is picked up, arrows, Space and Enter belong to the drag.
    if (dragging.current) return;
    if (controls && playKey(event, at, controls)) return;
    const move = MOVES[event.key];
    if (move) {
      event.preventDefault();
      const next = { row: clamp(at.row + move[0], rows), col: clamp(at.col + move[1], cols) };
      setFocus(next);
      cells.current.get(cellKey(next))?.focus();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onTap(at);
    } else if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      onRotate(at);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(at);
    }
  };

  /** A key that plays a piece's live control; true when it did. */
  const playKey = (event: KeyboardEvent<HTMLDivElement>, at: CellRef, live: PieceControls): boolean => {
    const piece = board.pieces[at.row]?.[at.col];
    if (!piece) return false;
    const press = event.key === ' ' || event.key === 'Enter';
    if (tapOf(piece.cell.type) === 'hold' && press) {
      event.preventDefault();
      if (!event.repeat) live.press(at);
      return true;
    }
    const knob = knobOf(piece.cell);
    if (!knob) return false;
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (step === 0 && !press) return false;
    event.preventDefault();
    if (step !== 0) live.turn(at, knob.name, knob.value + step * KNOB_KEY_STEP * (knob.spec.max - knob.spec.min));
    else live.openKnob(at);
    return true;
  };
  const letGo = (at: CellRef) => {
    const piece = board.pieces[at.row]?.[at.col];
    if (controls && piece && tapOf(piece.cell.type) === 'hold') controls.release(at);
  };

  // The cells are memoised and get handlers that keep their identity and call the latest ones, so a
  // drop or a new simulation result re-renders only the cells whose look changed (docs/performance.md).
  const latest = useRef({ onKeyDown, letGo, onTap });
  latest.current = { onKeyDown, letGo, onTap };
  const cellKeyDown = useCallback((event: KeyboardEvent<HTMLDivElement>, at: CellRef) => latest.current.onKeyDown(event, at), []);
  const cellKeyUp = useCallback((event: KeyboardEvent<HTMLDivElement>, at: CellRef) => {
    if (event.key === ' ' || event.key === 'Enter') latest.current.letGo(at);
  }, []);
  const cellBlur = useCallback((at: CellRef) => latest.current.letGo(at), []);
  const cellTap = useCallback((at: CellRef) => latest.current.onTap(at), []);
  const cellRefs = useRef(new Map<string, (node: HTMLDivElement | null) => void>());
  const refFor = (key: string) => {
    let ref = cellRefs.current.get(key);
    if (!ref) {
      ref = (node) => {
        if (node) cells.current.set(key, node);
        else cells.current.delete(key);
      };
      cellRefs.current.set(key, ref);
    }
    return ref;
  };

  return (
    <BoardFrame>
      <DragWatch into={dragging} />
      <div
        role="grid"
        aria-label={label}
        className={styles.grid}
        style={{ ['--rows' as string]: rows, ['--cols' as string]: cols }}
      >
        {board.pieces.map((line, row) => (
          <div role="row" key={row} className={styles.row}>
            {line.map((piece, col) => {
              const at = { row, col };
              const key = cellKey(at);
              const bulbState = piece && isLight(piece.cell.type) ? bulbs[piece.cell.type] ?? 'OFF' : undefined;
              const text = piece ? describePiece(piece.cell, bulbState) + (piece.itemIndex === null ? ', locked' : '') + (piece.cell.type === 'star' && starLit ? ', lit' : '') : null;
              return (
                <GridCell
                  key={key}
                  at={at}
                  piece={piece}
                  label={describeCell(row, col, text)}
                  artStyle={artStyle}
                  bulbState={bulbState}
                  starLit={starLit}
                  flow={shownFlows.get(key)}
                  focusable={focus.row === row && focus.col === col}
                  hintRotate={rotateHints?.has(key) ?? false}
                  hintTap={tapHints?.has(key) ?? false}
                  explained={explained?.has(key) ?? false}
                  selected={selected?.has(key)}
                  cellRef={refFor(key)}
                  onTap={cellTap}
                  onKeyDown={cellKeyDown}
                  onFocus={setFocus}
                  onKeyUp={cellKeyUp}
                  onBlur={cellBlur}
                  controls={controls}
                />
              );
            })}
          </div>
        ))}
      </div>
    </BoardFrame>
  );
}

/**
 * Keeps `into.current` saying whether a drag is on, for the keys to read. Its own small component: it
 * re-renders with dnd-kit's context (every hover change), the grid does not. Works outside a DndContext
 * too (the fault screen's grid has no drags): the context's default has no drag.
 */
function DragWatch({ into }: { into: { current: boolean } }) {
  const { active } = useDndContext();
  useLayoutEffect(() => {
    into.current = active !== null;
  }, [active, into]);
  return null;
}

function clamp(value: number, size: number): number {
  return Math.max(0, Math.min(size - 1, value));
}
