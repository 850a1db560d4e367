// On a phone the tray and Check Answer sit in a dock stuck to the bottom edge, so a tall grid under a
// long description ended partly hidden behind it until the learner scrolled. This hook measures the
// room between the grid's top and the dock (at the page's unscrolled position) and publishes a cell
// size that makes every row fit there as --fit-cell; the CSS uses it on phones only and never goes
// below a comfortable tap size (then the page scrolls, as before). It also publishes the dock's height
// as --dock-height, so what opens below the grid (the scope) and a goal card's button reached with Tab
// scroll into view above the dock, not under it.
import { useLayoutEffect, type RefObject } from 'react';

/** Grid padding (6px each side) + outline and a little breathing room above the dock. */
const GRID_CHROME = 12 + 4 + 8;
/** The gap between grid rows (circuit-grid.module.css). */
const ROW_GAP = 3;

/** The largest cell size (px) that fits `rows` rows into `room` px, or null when there is no room. */
export function fitCellSize(room: number, rows: number): number | null {
  if (rows < 1 || !Number.isFinite(room)) return null;
  const size = Math.floor((room - GRID_CHROME - (rows - 1) * ROW_GAP) / rows);
  return size > 0 ? size : null;
}

/**
 * Sets a custom property only when its value changes. Each write restyles the element's whole subtree
 * (custom properties inherit), so a value written again unchanged would still cost a style pass.
 */
function setVar(element: HTMLElement, name: string, value: string | null): void {
  if ((element.style.getPropertyValue(name) || null) === value) return;
  if (value === null) element.style.removeProperty(name);
  else element.style.setProperty(name, value);
}

/**
 * `board`'s --fit-cell (the grid's cells read it there), and --dock-height on `tools` (the scope reads
 * it there) and on `goal` (its buttons' scroll margin): each on the smallest subtree that reads it, so
 * the first measure, between the first layout and the first paint, restyles the grid alone rather than
 * the whole screen (docs/performance.md).
 */
export function useFitCell(
  board: RefObject<HTMLElement | null>,
  tools: RefObject<HTMLElement | null>,
  dock: RefObject<HTMLElement | null>,
  rows: number,
  goal: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const boardEl = board.current;
    const toolsEl = tools.current;
    const dockEl = dock.current;
    if (!boardEl || !toolsEl || !dockEl) return;
    const measure = () => {
      // Document coordinates, so the answer does not change while the learner scrolls.
      const boardTop = boardEl.getBoundingClientRect().top + window.scrollY;
      const room = window.innerHeight - dockEl.offsetHeight - boardTop;
      setVar(toolsEl, '--dock-height', `${dockEl.offsetHeight}px`);
      if (goal.current) setVar(goal.current, '--dock-height', `${dockEl.offsetHeight}px`);
      const size = fitCellSize(room, rows);
      setVar(boardEl, '--fit-cell', size === null ? null : `${size}px`);
    };
    // Not measured here: reading sizes during the first render would force the page's first layout
    // inside the render's task. The observer's first call (every observed element has a size) comes
    // after that layout and before the paint (docs/performance.md "Lighthouse").
    // Text above the grid rewraps (fonts loading, rotation) and the dock changes with the tray.
    const observer = new ResizeObserver(measure);
    let above = boardEl.previousElementSibling;
    for (; above; above = above.previousElementSibling) observer.observe(above);
    observer.observe(dockEl);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [board, tools, dock, rows, goal]);
}
