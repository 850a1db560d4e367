// The inventory (docs/product.md "Screens"): the parts the learner gets in the tray, each with a count of 1 to 3
// (− / + steppers), a part's value (resistor, capacitor), and a remove button. Catalog tiles and grid pieces can be
// dropped here; the catalog's "+" buttons add to it too.
import { useDroppable, useDndContext } from '@dnd-kit/core';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { PieceArt } from '../../../components/circuit/piece-art';
import { paramsOf, trayValuesOf, valueLabel, withDefaults } from '../../../../engine/index';
import { componentLabel } from '../../../components/component-art/component-art';
import type { InventoryEntry } from '../model/draft';
import { INVENTORY_DROP_ID } from './creator-dnd';
import styles from './inventory-panel.module.css';

export interface InventoryPanelProps {
  items: InventoryEntry[];
  canAddMore: (index: number) => boolean;
  onCount: (index: number, count: number) => void;
  onRemove: (index: number) => void;
  onEditValue: (index: number) => void;
}

export function InventoryPanel({ items, canAddMore, onCount, onRemove, onEditValue }: InventoryPanelProps) {
  const { setNodeRef, isOver } = useDroppable({ id: INVENTORY_DROP_ID, data: { kind: 'inventory' } });
  const { active } = useDndContext();
  return (
    <div ref={setNodeRef} className={[styles.panel, active ? styles.armed : '', isOver ? styles.over : ''].join(' ')} data-testid="inventory">
      {items.length === 0 ? (
        <p className={styles.empty}>Drag parts here (or press a catalog tile's +) to give them to the learner.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => {
            const name = componentLabel(item.type);
            return (
              <li key={`${item.type}-${index}`} className={styles.item} data-inventory={item.type}>
                <span className={styles.art}>
                  <PieceArt cell={withDefaults({ type: item.type, rotation: item.rotation ?? 0, ...trayValuesOf(item) })} artStyle="photo" />
                </span>
                <span className={styles.name}>
                  <span>{name}</span>
                  {paramsOf(item.type).length > 0 && (
                    <button type="button" className={styles.value} onClick={() => onEditValue(index)} aria-label={`${name} value ${valueLabel(item)}: change`}>
                      {valueLabel(item)}
                    </button>
                  )}
                </span>
                <span className={styles.stepper} role="group" aria-label={`${name} count`}>
                  <button type="button" onClick={() => onCount(index, item.itemCount - 1)} disabled={item.itemCount <= 1} aria-label={`Fewer ${name.toLowerCase()}`}>
                    <Minus aria-hidden="true" />
                  </button>
                  <output aria-label={`${name} count`}>{item.itemCount}</output>
                  <button type="button" onClick={() => onCount(index, item.itemCount + 1)} disabled={item.itemCount >= 3 || !canAddMore(index)} aria-label={`More ${name.toLowerCase()}`}>
                    <Plus aria-hidden="true" />
                  </button>
                </span>
                <button type="button" className={styles.remove} onClick={() => onRemove(index)} aria-label={`Remove ${name.toLowerCase()} from the inventory`}>
                  <Trash2 aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
