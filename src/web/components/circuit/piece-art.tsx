// One piece's picture in a grid cell, tray tile or goal card: the shared component art, hidden from
// assistive technology because the surrounding cell or button already names the piece.
import { createContext, memo, useContext, type ReactNode } from 'react';
import { useLaterTask } from '../../lib/later-task';
import { valuesOf, type BulbState, type Cell, type PieceValues } from '../../../engine/index';
import { ComponentArt } from '../component-art/component-art';
import styles from './piece-art.module.css';

export interface PieceArtProps {
  cell: Pick<Cell, 'type' | 'rotation'> & PieceValues;
  artStyle: 'photo' | 'schematic';
  bulbState?: BulbState;
  starLit?: boolean;
  className?: string;
}

/**
 * False while a screen's first render leaves the drawings for its next task (the piece's box is there,
 * empty, so nothing moves when they arrive; docs/performance.md "A screen's first render in parts").
 */
const PieceArtShown = createContext(true);

/**
 * Its pieces' drawings render in the task after the first render of `children`, each in its box
 * (docs/performance.md "A screen's first render in parts"). Only the drawings re-render then: the
 * children are the same elements, so the screen around them does not.
 */
export function PieceArtLater({ children }: { children: ReactNode }) {
  return <PieceArtShown.Provider value={useLaterTask()}>{children}</PieceArtShown.Provider>;
}

function PieceArtDrawing({ cell, artStyle, bulbState, starLit, className }: PieceArtProps) {
  const shown = useContext(PieceArtShown);
  return (
    <span className={[styles.art, className ?? ''].join(' ')} aria-hidden="true">
      {shown && (
        <ComponentArt
          type={cell.type}
          rotation={cell.rotation}
          artStyle={artStyle}
          bulbState={bulbState}
          starLit={starLit}
          values={valuesOf(cell)}
        />
      )}
    </span>
  );
}

/** Same drawing: the same style, state and piece (type, rotation and values), whatever the objects. */
function sameArt(a: PieceArtProps, b: PieceArtProps): boolean {
  if (a.artStyle !== b.artStyle || a.bulbState !== b.bulbState || a.starLit !== b.starLit || a.className !== b.className) return false;
  if (a.cell === b.cell) return true;
  if (a.cell.type !== b.cell.type || a.cell.rotation !== b.cell.rotation) return false;
  const [va, vb] = [valuesOf(a.cell), valuesOf(b.cell)];
  const names = Object.keys(va) as (keyof PieceValues)[];
  return names.length === Object.keys(vb).length && names.every((name) => va[name] === vb[name]);
}

/**
 * Memoised: a drop or a new simulation result re-renders the screen, and redrawing every unchanged
 * piece's SVG was a large share of the time from a drop to its bulbs (docs/performance.md).
 */
export const PieceArt = memo(PieceArtDrawing, sameArt);
