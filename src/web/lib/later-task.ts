// Splitting a first render across tasks (docs/performance.md "A screen's first render in parts"): the
// browser cannot answer a tap, nor paint, until a task ends, and one long task of rendering is what a
// cheap phone feels as a frozen page.
import { useLayoutEffect, useState } from 'react';

/** Resolves with `value` from a new task: what runs after it does not lengthen the task that awaited it. */
export function inLaterTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * Runs each step in a task of its own, in order: a slow phone can paint and answer a tap between them.
 * A step that throws does not stop the later ones (the first screen still renders if a prefetch fails).
 */
export function inSeparateTasks(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  if (!first) return;
  setTimeout(() => {
    try {
      first();
    } finally {
      inSeparateTasks(rest);
    }
  }, 0);
}

/**
 * False on the first render, true from the next task on: the work it gates renders in a task of its own.
 * Scheduled from a layout effect, so the second task usually runs before the first frame is painted.
 */
export function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useLayoutEffect(() => {
    const timer = setTimeout(() => setLater(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return later;
}
