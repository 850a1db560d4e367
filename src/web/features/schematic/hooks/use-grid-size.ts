// The schematic grid's size (docs/product.md "Screens": 50 px cells): columns = floor(width / 50),
// at least 1; cell = width / columns; rows = ceil(columns / 3). Recomputed whenever the box resizes.
import { useLayoutEffect, useState, type RefObject } from 'react';

export const TARGET_CELL_PX = 50;

export interface GridMetrics {
  width: number;
  columns: number;
  rows: number;
  cell: number;
}

export function gridMetrics(width: number): GridMetrics {
  const columns = Math.max(1, Math.floor(width / TARGET_CELL_PX));
  return { width, columns, rows: Math.ceil(columns / 3), cell: width / columns };
}

export function useGridSize(ref: RefObject<HTMLElement | null>): GridMetrics | null {
  const [metrics, setMetrics] = useState<GridMetrics | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      setMetrics((previous) => (previous?.width === width ? previous : gridMetrics(width)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return metrics;
}
