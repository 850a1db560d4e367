// The drag tip animation (docs/product.md "How screens behave"): a hand that glides from a tray part to the next free cell,
// repeating until the learner's first placement. Positions are measured, so it follows any layout.
import { useEffect, useState, type RefObject } from 'react';
import { Hand } from 'lucide-react';
import styles from './drag-hint.module.css';

interface DragHintProps {
  container: RefObject<HTMLElement | null>;
  from: RefObject<HTMLElement | null>;
  /** CSS selector (inside the container) of the target cell. */
  toSelector: string;
}

export function DragHint({ container, from, toSelector }: DragHintProps) {
  const [path, setPath] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  useEffect(() => {
    const measure = () => {
      const root = container.current;
      const start = from.current;
      const end = root?.querySelector(toSelector);
      if (!root || !start || !end) return setPath(null);
      const base = root.getBoundingClientRect();
      const a = start.getBoundingClientRect();
      const b = end.getBoundingClientRect();
      setPath({ x0: a.left + a.width / 2 - base.left, y0: a.top + a.height / 2 - base.top, x1: b.left + b.width / 2 - base.left, y1: b.top + b.height / 2 - base.top });
    };
    // Not measured here: the effect runs while the screen's drawings are still being added, and reading
    // positions now forced a whole-page layout inside a long task of the first load. The observer's
    // first call comes after the browser's own next layout, when reading them is free (docs/performance.md).
    const observer = new ResizeObserver(measure);
    if (container.current) observer.observe(container.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [container, from, toSelector]);
  if (!path) return null;
  const style = { '--x0': `${path.x0}px`, '--y0': `${path.y0}px`, '--x1': `${path.x1}px`, '--y1': `${path.y1}px` } as React.CSSProperties;
  return (
    <div className={styles.hint} style={style} aria-hidden="true" data-testid="drag-hint">
      <Hand />
    </div>
  );
}
