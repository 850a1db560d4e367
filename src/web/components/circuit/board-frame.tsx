// The circuit grid's frame. Cells never shrink below a 44 px fingertip target, so a board wider than
// the screen (9 columns on a phone) scrolls sideways inside this frame and never the page
// (docs/journey.md "Wide grids"). A fade with an arrow marks the side that has more; `data-more` on
// the scrolling element says which ('left', 'right' or 'both'), and `data-board-scroll` is the one
// element drag-and-drop may auto-scroll (circuit-dnd.ts).
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styles from './board-frame.module.css';

type More = 'left' | 'right' | 'both' | null;

export function BoardFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const more = useMoreSides(frame);
  return (
    <div className={styles.viewport}>
      <div ref={frame} className={styles.frame} data-board-scroll="" data-more={more ?? undefined}>
        {children}
      </div>
      <span className={`${styles.fade} ${styles.left}`} aria-hidden="true">
        <ChevronLeft />
      </span>
      <span className={`${styles.fade} ${styles.right}`} aria-hidden="true">
        <ChevronRight />
      </span>
    </div>
  );
}

/** Which sides of the scrolling element have content out of view, kept up to date on scroll and resize. */
function useMoreSides(ref: RefObject<HTMLElement | null>): More {
  const [more, setMore] = useState<More>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      // A pixel of slack: zoomed layouts report fractional scroll positions.
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore(left && right ? 'both' : left ? 'left' : right ? 'right' : null);
    };
    // No measuring here: reading the sizes during the first render would force the page's first layout
    // inside the render's task. The observer's first call comes after that layout, before the paint
    // (docs/performance.md "Lighthouse").
    el.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return more;
}
