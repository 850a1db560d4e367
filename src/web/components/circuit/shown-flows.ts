// The current's dots start one frame after the edit that sets them flowing (docs/performance.md "The
// dots one frame later"): the frame that shows a dropped piece and its bulbs does not also build and
// start every cell's dots (5 elements and 2 animations a cell), which was a third of a drop's time on a
// slow phone. Dots that stop go at once, with the edit, so no cell shows a current it no longer has.
import { useEffect, useMemo, useState } from 'react';
import type { CellFlow } from './flow-paths';

type Flows = Map<string, CellFlow>;

/** The flows to draw now: the previous ones, less any cell the new ones drop, until the frame after next. */
export function useShownFlows(flows: Flows): Flows {
  const [settled, setSettled] = useState(flows);
  useEffect(() => {
    if (settled === flows) return;
    let second = 0;
    // The first callback runs before the frame that paints the edit; the second before the one after it.
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setSettled(flows));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [flows, settled]);
  return useMemo(() => (settled === flows ? flows : stillFlowing(settled, flows)), [settled, flows]);
}

/** `before`'s flows in the cells `now` still has a current in. */
function stillFlowing(before: Flows, now: Flows): Flows {
  return new Map([...before].filter(([key]) => now.has(key)));
}
