// The creator's edit commands on top of the reducer: they enforce the catalog limits with docs/product.md's
// messages ('No more {type} available in the catalog.' / 'No more {type} available.'), route drops
// (catalog → grid or inventory, grid piece → another cell, the inventory or off the grid), and decide
// what a tap does (a part with a value asks for it; other pieces rotate, switches flip).
import { useCallback, useState, type Dispatch } from 'react';
import type { DragEndEvent } from '@dnd-kit/core';
import { paramsOf, type ComponentType, type ParamName } from '../../../engine/index';
import { nextFreeCell, remainingInCatalog, type CellRef, type CreatorAction } from './model/creator-reducer';
import type { Draft } from './model/draft';
import { dialogFieldsOf } from './model/value-fields';
import { noMoreMessage, type CreatorDrag, type CreatorDrop } from './parts/creator-dnd';

export type ValueTarget = { kind: 'grid'; at: CellRef } | { kind: 'inventory'; index: number };

export function useCreatorEdits(draft: Draft, dispatch: Dispatch<CreatorAction>) {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const [valueTarget, setValueTarget] = useState<ValueTarget | null>(null);
  const say = useCallback((text: string) => setNotice({ text, at: Date.now() }), []);

  const placeOnGrid = (type: ComponentType, at?: CellRef) => {
    if (remainingInCatalog(draft, type) <= 0) return say(noMoreMessage(type, 'grid'));
    if (!at && !nextFreeCell(draft.grid)) return say('The grid is full. Make it bigger in the level settings, or remove a piece.');
    if (at && draft.grid[at.row]?.[at.col]) return say('That cell is taken. Drop the part on an empty cell.');
    dispatch({ kind: 'place', type, at });
  };

  const addToInventory = (type: ComponentType) => {
    if (remainingInCatalog(draft, type) <= 0) return say(noMoreMessage(type, 'catalog'));
    const entry = draft.inventory.find((item) => item.type === type && paramsOf(type).length === 0);
    if (entry && entry.itemCount >= 3) return say('The inventory holds at most 3 of each part.');
    dispatch({ kind: 'inventory-add', type });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drag = active.data.current as CreatorDrag | undefined;
    const drop = over?.data.current as CreatorDrop | undefined;
    if (!drag) return;
    if (drag.kind === 'catalog') {
      if (drop?.kind === 'cell') placeOnGrid(drag.type, drop.at);
      else if (drop?.kind === 'inventory') addToInventory(drag.type);
      return;
    }
    if (drop?.kind === 'cell') {
      if (drop.at.row !== drag.from.row || drop.at.col !== drag.from.col) dispatch({ kind: 'move', from: drag.from, to: drop.at });
      return;
    }
    const cell = draft.grid[drag.from.row]?.[drag.from.col];
    dispatch({ kind: 'remove', at: drag.from });
    // Dropped on the inventory: the learner gets it instead (the grid's copy went back to the catalog).
    if (drop?.kind === 'inventory' && cell) dispatch({ kind: 'inventory-add', type: cell.type });
  };

  const tap = (at: CellRef) => {
    const cell = draft.grid[at.row]?.[at.col];
    if (cell && paramsOf(cell.type).length > 0) setValueTarget({ kind: 'grid', at });
    else dispatch({ kind: 'tap', at });
  };

  /** Opens the value dialog for a piece or tray entry, when its part has a value. */
  const editValue = (target: ValueTarget) => {
    const piece = target.kind === 'grid' ? draft.grid[target.at.row]?.[target.at.col] : draft.inventory[target.index];
    if (piece && paramsOf(piece.type).length > 0) setValueTarget(target);
  };

  // What the dialog edits: every value the part declares, each with its present value.
  const piece = valueTarget && (valueTarget.kind === 'grid' ? draft.grid[valueTarget.at.row]?.[valueTarget.at.col] : draft.inventory[valueTarget.index]);
  // A tray entry carries no value the learner turns while playing (the knob starts where the part says).
  const fields = piece ? dialogFieldsOf(piece).filter((f) => valueTarget?.kind === 'grid' || !f.spec.playable) : [];
  const valueEdit = piece && fields.length > 0 ? { type: piece.type, fields } : null;

  const saveValue = (values: Partial<Record<ParamName, number | string>>) => {
    for (const [name, value] of Object.entries(values) as [ParamName, number | string][]) {
      if (valueTarget?.kind === 'grid') dispatch({ kind: 'set-value', at: valueTarget.at, name, value });
      if (valueTarget?.kind === 'inventory') dispatch({ kind: 'inventory-value', index: valueTarget.index, name, value });
    }
    setValueTarget(null);
  };

  return { notice, say, placeOnGrid, addToInventory, onDragEnd, tap, editValue, valueEdit, closeValue: () => setValueTarget(null), saveValue };
}
