// The one rule for a name other learners see (leaderboard, classes): it must look like what it is, so
// nobody can pass for someone else. Refused: invisible and control characters (zero-width ones, bidi
// overrides such as right-to-left marks, any space but the plain one), styled look-alike letters that
// are other letters in disguise (𝐀𝐝𝐚, ＡＤＡ: changed by NFKC), and letters of alphabets that look alike
// mixed in one name (a Cyrillic "а" among Latin letters). Names written wholly in one script — Arabic,
// Hebrew, Greek, Cyrillic… — and the usual mixes of Latin with Chinese, Japanese or Korean are fine.
// Pure; docs/accounts.md "Display names".

export const DISPLAY_NAME_MESSAGES = {
  invisible: 'The name cannot contain invisible or control characters.',
  styled: 'The name uses styled look-alike letters. Please type it with plain letters.',
  mixedScripts: 'The name mixes letters of different alphabets. Please use one alphabet.',
} as const;

/** Control, format (zero-width, bidi marks and overrides, BOM), private-use, unassigned and surrogate
 * code points; any whitespace but U+0020; and the blank "letters" that render as nothing. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]|(?! )\s|[\u115F\u1160\u2800\u3164\uFFA0\u034F\u180E]|[\uFE00-\uFE0F]/u;

const SCRIPTS = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao',
  'Tibetan', 'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Cherokee', 'Khmer', 'Mongolian', 'Hiragana',
  'Katakana', 'Bopomofo', 'Han',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')] as const);

/** Script sets that belong together in one name (Unicode TS #39 "highly restrictive"). */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptOf(letter: string): string {
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(letter))?.[0] ?? `other:${letter}`;
}

/** Why `name` may not be shown to others, or undefined when it may. Length and emptiness are the caller's. */
export function displayNameProblem(name: string): string | undefined {
  if (INVISIBLE.test(name)) return DISPLAY_NAME_MESSAGES.invisible;
  if (name.normalize('NFKC') !== name.normalize('NFC')) return DISPLAY_NAME_MESSAGES.styled;
  const scripts = new Set<string>();
  for (const char of name) if (/\p{L}/u.test(char)) scripts.add(scriptOf(char));
  if (scripts.size <= 1) return undefined;
  const fits = ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
  return fits ? undefined : DISPLAY_NAME_MESSAGES.mixedScripts;
}
