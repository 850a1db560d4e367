// What the creator's drags carry and where they land: catalog tiles and grid pieces are dragged; grid
// cells and the inventory panel take drops. Grid cells use the shared circuit grid's own ids and data.
import type { ComponentType } from '../../../../engine/index';
import type { CellRef } from '../model/creator-reducer';

export type CreatorDrag = { kind: 'catalog'; type: ComponentType } | { kind: 'piece'; from: CellRef };
export type CreatorDrop = { kind: 'cell'; at: CellRef } | { kind: 'inventory' };

export const catalogDragId = (type: ComponentType) => `catalog:${type}`;
export const INVENTORY_DROP_ID = 'inventory';

/** The catalog messages of docs/product.md "Rules and their texts": adding to the inventory, or placing on the grid. */
export function noMoreMessage(type: ComponentType, where: 'catalog' | 'grid'): string {
  return where === 'catalog' ? `No more ${type} available in the catalog.` : `No more ${type} available.`;
}
