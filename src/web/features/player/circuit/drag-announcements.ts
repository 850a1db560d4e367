// Screen-reader announcements for drags (dnd-kit accessibility): what was picked up, where it is
// over, and where it landed — in the same words as the cells' accessible names.
import type { Announcements } from '@dnd-kit/core';
import { pieceAt, type Board, type TrayItem } from '../../../components/circuit/grid-state';
import type { DragData, DropData } from '../../../components/circuit/dnd-ids';
import { describePiece } from '../../../components/circuit/piece-label';

export function dragAnnouncements(board: Board, tray: TrayItem[]): Announcements {
  const name = (data: unknown): string => {
    const drag = data as DragData | undefined;
    if (!drag) return 'part';
    if (drag.kind === 'tray') {
      const item = tray[drag.itemIndex];
      return describePiece({ ...item, rotation: item.rotation ?? 0 });
    }
    const piece = pieceAt(board, drag.from);
    return piece ? describePiece(piece.cell) : 'part';
  };
  const where = (data: unknown): string => {
    const drop = data as DropData | undefined;
    if (!drop) return 'off the grid';
    if (drop.kind === 'tray') return 'the tray';
    const piece = pieceAt(board, drop.at);
    const taken = !piece ? ' (free)' : piece.itemIndex === null ? ' (locked)' : ` (swaps with ${describePiece(piece.cell)})`;
    return `row ${drop.at.row + 1}, column ${drop.at.col + 1}${taken}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.data.current)}.`,
    onDragOver: ({ active, over }) => `${name(active.data.current)} is over ${where(over?.data.current)}.`,
    onDragEnd: ({ active, over }) => {
      const drop = over?.data.current as DropData | undefined;
      if (drop?.kind === 'cell') return `${name(active.data.current)} dropped on ${where(drop)}.`;
      return (active.data.current as DragData | undefined)?.kind === 'piece' ? `${name(active.data.current)} returned to the tray.` : 'Nothing placed.';
    },
    onDragCancel: ({ active }) => `Cancelled moving ${name(active.data.current)}.`,
  };
}
