// What the lesson preview draws for a level's tray entry: the piece as a cell (type, rotation, values).
// Plain so the piece round-trip test (src/piece-round-trip.test.ts) reaches it.
import type { LevelInput } from '../../../api/index';
import { trayValuesOf, type Cell } from '../../../engine/index';

export function previewTrayCell(item: LevelInput['draggableItems'][number]): Cell {
  return { type: item.type, rotation: 0, ...trayValuesOf(item) };
}
