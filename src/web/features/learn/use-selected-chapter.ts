// The chapter shown on the map, remembered in local storage under lastSelectedChapter (spec section 2),
// so a reload or a return from the player lands on the same chapter.
import { useCallback, useState } from 'react';

export const LAST_SELECTED_CHAPTER_KEY = 'lastSelectedChapter';

function readStored(): number {
  try {
    const value = Number(window.localStorage.getItem(LAST_SELECTED_CHAPTER_KEY));
    return Number.isInteger(value) && value >= 0 ? value : 0;
  } catch {
    return 0; // storage blocked (private mode): start at the first chapter
  }
}

/** [chapter index clamped to the chapters that exist, setter that also stores it]. */
export function useSelectedChapter(chapterCount: number): [number, (index: number) => void] {
  const [stored, setStored] = useState(readStored);
  const select = useCallback((index: number) => {
    setStored(index);
    try {
      window.localStorage.setItem(LAST_SELECTED_CHAPTER_KEY, String(index));
    } catch {
      // Remembering the chapter is a convenience; the map works without it.
    }
  }, []);
  const clamped = chapterCount > 0 ? Math.min(stored, chapterCount - 1) : 0;
  return [clamped, select];
}
