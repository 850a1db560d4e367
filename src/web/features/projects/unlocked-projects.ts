// The unlocked project codes (docs/product.md "What is stored", Project): a JSON list in local storage under
// 'unlockedProjects'. Pure helpers plus a small hook; a damaged stored value counts as an empty list.
import { useCallback, useState } from 'react';

export const UNLOCKED_PROJECTS_KEY = 'unlockedProjects';

/** docs/product.md "Rules and their texts", Project code: trimmed and lower-cased before it is matched. */
export function normalizeCode(input: string): string {
  return input.trim().toLowerCase();
}

/** Parses the stored list; anything that is not a list of strings is ignored rather than crashing the page. */
export function parseUnlocked(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((code): code is string => typeof code === 'string' && code.length > 0))];
  } catch {
    return [];
  }
}

/** Adds `code` at the end unless it is already there (docs/product.md: an unlocked code is not added twice). */
export function withUnlocked(list: string[], code: string): string[] {
  return list.includes(code) ? list : [...list, code];
}

function readStorage(): string[] {
  try {
    return parseUnlocked(window.localStorage.getItem(UNLOCKED_PROJECTS_KEY));
  } catch {
    // Storage can be blocked (private modes, strict settings): the page still works for this visit.
    return [];
  }
}

export function useUnlockedProjects(): [string[], (code: string) => void] {
  const [codes, setCodes] = useState<string[]>(readStorage);
  const unlock = useCallback((code: string) => {
    const next = withUnlocked(readStorage(), code);
    try {
      window.localStorage.setItem(UNLOCKED_PROJECTS_KEY, JSON.stringify(next));
    } catch {
      // As above: keep the unlock for this visit even when it cannot be stored.
    }
    setCodes((current) => withUnlocked(current, code));
  }, []);
  return [codes, unlock];
}
