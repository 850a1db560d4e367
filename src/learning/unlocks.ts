// Which bundled projects a learner has opened (docs/product.md "Rules and their texts", Project code): a
// project opens by its code, matched trimmed and lower-cased; the page keeps the list of unlocked codes,
// and these are its rules, storage aside. Pure.

/** A project code as typed in the unlock box or read from a URL (page and server alike), trimmed and lower-cased. */
export function normalizeProjectCode(input: string): string {
  return input.trim().toLowerCase();
}

/** Parses the stored list of unlocked codes; anything that is not a list of strings counts as an empty list. */
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
