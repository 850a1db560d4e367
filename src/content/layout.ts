// A circuit exercise's grid drawn in the engine's grid text (docs/engine.md "Grid text"), plus one mark
// of the course's own: a token prefixed with '?' is a piece the learner places (it goes into the
// reference solution and the tray); anything else is pre-placed. Keeps the many small puzzles of the
// chapters readable and hard to get wrong (see docs/course.md "Writing circuits").
import { cellOfToken, tokenRows, trayValuesOf, type Cell, type PieceValues } from '../engine/index';
import type { InventoryItem, PrePlacedComponent } from '../api/index';
import type { Placement } from '../puzzle/index';

export interface Layout {
  rows: number;
  cols: number;
  prePlacedComponents: PrePlacedComponent[];
  /** The learner's pieces, in reading order: the reference solution. */
  place: Placement[];
}

/** Parses a layout: the grid text's tokens, '.' an empty cell, '?' before a learner's piece. */
export function layout(text: string): Layout {
  const rows = tokenRows(text);
  const pre: PrePlacedComponent[] = [];
  const place: Placement[] = [];
  rows.forEach((tokens, row) => {
    if (tokens.length !== rows[0].length) throw new Error(`layout: row ${row} has ${tokens.length} cells, row 0 has ${rows[0].length}`);
    tokens.forEach((token, col) => {
      const learner = token.startsWith('?');
      const cell = cellOfToken(learner ? token.slice(1) : token);
      if (learner && !cell) throw new Error(`layout: '?' before an empty cell (row ${row}, col ${col})`);
      if (cell) (learner ? place : pre).push({ ...cell, row, col });
    });
  });
  return { rows: rows.length, cols: rows[0].length, prePlacedComponents: pre, place };
}

/** Same type and the same tray values as written (330 and an unset value differ: the author wrote them apart). */
function sameTrayPiece(a: Pick<Cell, 'type'> & PieceValues, b: Pick<Cell, 'type'> & PieceValues): boolean {
  const [va, vb]: Record<string, unknown>[] = [trayValuesOf(a), trayValuesOf(b)];
  return a.type === b.type && [...new Set([...Object.keys(va), ...Object.keys(vb)])].every((name) => va[name] === vb[name]);
}

/**
 * The tray for a solution: one item per piece type and tray values (a resistor's ohms …), counted, in the
 * rotation of its first use unless `turned` asks the learner to turn it themselves (rotation 0).
 */
export function trayFor(place: readonly Placement[], extras: InventoryItem[] = [], turned = false): InventoryItem[] {
  const items: InventoryItem[] = [];
  for (const p of place) {
    const same = items.find((i) => sameTrayPiece(i, p));
    if (same) same.count += 1;
    else items.push({ type: p.type, count: 1, rotation: turned ? 0 : p.rotation, ...trayValuesOf(p) });
  }
  for (const extra of extras) {
    const same = items.find((i) => sameTrayPiece(i, extra));
    if (same) same.count += extra.count;
    else items.push(extra);
  }
  return items;
}

/** Every piece of a layout ('?' pieces included): a quiz's read-only circuit (supportingCircuit). */
export function picture(text: string): PrePlacedComponent[] {
  const l = layout(text);
  return [...l.prePlacedComponents, ...l.place];
}
