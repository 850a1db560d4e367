// What a drag carries and where it can land, shared by the grid, the tray and the screen's drop handler.
import type { CellRef } from './grid-state';

export type DragData = { kind: 'tray'; itemIndex: number } | { kind: 'piece'; from: CellRef };
export type DropData = { kind: 'cell'; at: CellRef } | { kind: 'tray' };

export const cellDropId = ({ row, col }: CellRef) => `cell:${row}:${col}`;
export const pieceDragId = ({ row, col }: CellRef) => `piece:${row}:${col}`;
export const trayDragId = (itemIndex: number) => `tray:${itemIndex}`;
export const TRAY_DROP_ID = 'tray';
