// One piece's picture in a grid cell, tray tile or goal card: the shared component art, hidden from
// assistive technology because the surrounding cell or button already names the piece.
import { valuesOf } from '../../../engine/components/catalogue';
import type { BulbState, Cell, PieceValues } from '../../../engine/types';
import { ComponentArt } from '../component-art/component-art';
import styles from './piece-art.module.css';

export interface PieceArtProps {
  cell: Pick<Cell, 'type' | 'rotation'> & PieceValues;
  artStyle: 'photo' | 'schematic';
  bulbState?: BulbState;
  starLit?: boolean;
  className?: string;
}

export function PieceArt({ cell, artStyle, bulbState, starLit, className }: PieceArtProps) {
  return (
    <span className={[styles.art, className ?? ''].join(' ')} aria-hidden="true">
      <ComponentArt
        type={cell.type}
        rotation={cell.rotation}
        artStyle={artStyle}
        bulbState={bulbState}
        starLit={starLit}
        values={valuesOf(cell)}
      />
    </span>
  );
}
