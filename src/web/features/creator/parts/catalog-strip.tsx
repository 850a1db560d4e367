// The catalog (docs/product.md "Screens"): every part as a 94 px tile with how many are left, paged
// sideways with arrows (tile width 94 + gap 10 decide how many fit). A tile is dragged onto the grid or
// into the inventory, or pressed (click, Enter) to place it in the next free grid cell; its small
// "+" button adds one to the inventory.
import { useEffect, useRef, useState } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { withDefaults, type ComponentType } from '../../../../engine/index';
import { PieceArt } from '../../../components/circuit/piece-art';
import { componentLabel } from '../../../components/component-art/component-art';
import { CATALOG_TYPES, tileCaption, tilesPerPage } from '../model/catalog';
import { catalogDragId, type CreatorDrag } from './creator-dnd';
import styles from './catalog-strip.module.css';

export interface CatalogStripProps {
  remaining: (type: ComponentType) => number;
  onPlace: (type: ComponentType) => void;
  onAddToInventory: (type: ComponentType) => void;
}

export function CatalogStrip({ remaining, onPlace, onAddToInventory }: CatalogStripProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [perPage, setPerPage] = useState(3);
  const [page, setPage] = useState(0);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    // A laptop's side column has room for two rows of tiles; a phone shows one.
    const wide = window.matchMedia('(min-width: 1000px)');
    const measure = () => setPerPage(tilesPerPage(node.clientWidth) * (wide.matches ? 2 : 1));
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const pages = Math.ceil(CATALOG_TYPES.length / perPage);
  const current = Math.min(page, pages - 1);
  const shown = CATALOG_TYPES.slice(current * perPage, current * perPage + perPage);

  return (
    <div className={styles.catalog}>
      <button type="button" className={styles.pager} onClick={() => setPage(current - 1)} disabled={current === 0} aria-label="Previous catalog page">
        <ChevronLeft aria-hidden="true" />
      </button>
      <div ref={viewport} className={styles.viewport}>
        <ul className={styles.tiles} aria-label={`Catalog, page ${current + 1} of ${pages}`}>
          {shown.map((type) => (
            <li key={type}>
              <CatalogTile type={type} left={remaining(type)} onPlace={onPlace} onAddToInventory={onAddToInventory} />
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className={styles.pager} onClick={() => setPage(current + 1)} disabled={current >= pages - 1} aria-label="Next catalog page">
        <ChevronRight aria-hidden="true" />
      </button>
    </div>
  );
}

interface CatalogTileProps {
  type: ComponentType;
  left: number;
  onPlace: (type: ComponentType) => void;
  onAddToInventory: (type: ComponentType) => void;
}

function CatalogTile({ type, left, onPlace, onAddToInventory }: CatalogTileProps) {
  // A used-up tile stays pressable so the creator hears why nothing happened (the message of docs/product.md "Rules and their texts").
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: catalogDragId(type), data: { kind: 'catalog', type } satisfies CreatorDrag });
  const name = componentLabel(type);
  const count = Number.isFinite(left) ? String(left) : '∞';
  const cell = withDefaults({ type, rotation: 0 as const });
  return (
    <div className={[styles.tile, left <= 0 ? styles.used : '', isDragging ? styles.dragging : ''].join(' ')} data-catalog={type}>
      <button
        ref={setNodeRef}
        type="button"
        className={styles.place}
        aria-label={`Place ${name} on the grid (${Number.isFinite(left) ? `${left} left` : 'unlimited'})`}
        aria-describedby={attributes['aria-describedby']}
        aria-roledescription="draggable part"
        {...listeners}
        onClick={() => onPlace(type)}
      >
        <span className={styles.art}>
          <PieceArt cell={cell} artStyle="photo" />
        </span>
        <span className={styles.name}>{tileCaption(name)}</span>
        <span className={styles.count} aria-hidden="true">{count}</span>
      </button>
      <button type="button" className={styles.add} onClick={() => onAddToInventory(type)} aria-label={`Add ${name} to the inventory`} title="Add to inventory">
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}
