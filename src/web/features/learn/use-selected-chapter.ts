// The chapter shown on the map, remembered in local storage under lastSelectedChapter (docs/product.md "Screens"),
// so a reload or a return from the player lands on the same chapter. The remembered chapter belongs
// to the learner who chose it (lastSelectedChapterUser): someone else on the same device — a new
// account, a guest — opens on their own first unfinished chapter instead (docs/journey.md).
import { useCallback, useState } from 'react';

export const LAST_SELECTED_CHAPTER_KEY = 'lastSelectedChapter';
export const LAST_SELECTED_CHAPTER_USER_KEY = 'lastSelectedChapterUser';

interface Stored {
  chapter: number;
  userId: string | null;
}

function readStored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(LAST_SELECTED_CHAPTER_KEY);
    const value = Number(raw);
    if (raw === null || !Number.isInteger(value) || value < 0) return null;
    return { chapter: value, userId: window.localStorage.getItem(LAST_SELECTED_CHAPTER_USER_KEY) };
  } catch {
    return null; // storage blocked (private mode): start where the learner's progress says
  }
}

/**
 * [chapter index clamped to the chapters that exist, setter that also stores it]. `userId` is the
 * signed-in learner, `startChapter` where they start when the stored choice is not theirs.
 */
export function useSelectedChapter(chapterCount: number, userId: string | undefined, startChapter: number): [number, (index: number) => void] {
  const [stored, setStored] = useState(readStored);
  const select = useCallback(
    (index: number) => {
      setStored({ chapter: index, userId: userId ?? null });
      try {
        window.localStorage.setItem(LAST_SELECTED_CHAPTER_KEY, String(index));
        if (userId) window.localStorage.setItem(LAST_SELECTED_CHAPTER_USER_KEY, userId);
      } catch {
        // Remembering the chapter is a convenience; the map works without it.
      }
    },
    [userId],
  );
  const chosen = stored && stored.userId === (userId ?? null) ? stored.chapter : startChapter;
  const clamped = chapterCount > 0 ? Math.min(chosen, chapterCount - 1) : 0;
  return [clamped, select];
}
