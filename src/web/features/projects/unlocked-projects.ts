// The unlocked project codes (docs/product.md "What is stored", Project): a JSON list in local storage under
// 'unlockedProjects', read and added to by the rules in src/learning/unlocks.ts; a small hook.
import { useCallback, useState } from 'react';
import { parseUnlocked, withUnlocked } from '../../../learning/index';

export const UNLOCKED_PROJECTS_KEY = 'unlockedProjects';

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
