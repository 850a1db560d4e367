// Reads a teacher's free-text lesson goal for the ideas the procedural generator can teach
// (docs/architecture.md "Lesson generator"): circuit shapes, parts, brightness words, resistor values, a grid
// size and a difficulty. Keyword matching on purpose: it is predictable, fast and needs no model.

export type Difficulty = 'easy' | 'medium' | 'hard';

export interface Concepts {
  series: boolean;
  parallel: boolean;
  switch: boolean;
  diode: boolean;
  mosfet: boolean;
  capacitor: boolean;
  led: boolean;
  dim: boolean;
  exploded: boolean;
  star: boolean;
  /** Resistor values in ohms named in the text ("560 ohm", "1k", "220Ω"), in order, without repeats. */
  resistorValues: number[];
  /** How many bulbs the text asks for ("three bulbs"), when it says. */
  bulbCount?: number;
  /** Columns × rows when the text names a grid size ("5x4", "6 by 3", "7 columns"). */
  grid?: { cols?: number; rows?: number };
  difficulty: Difficulty;
  /** Nothing the generator knows was found. */
  unknown: boolean;
}

/** Longest goal text the generator reads (the route refuses longer ones). */
export const MAX_GOAL_LENGTH = 1000;

const WORDS: Record<'series' | 'parallel' | 'switch' | 'diode' | 'mosfet' | 'capacitor' | 'led' | 'dim' | 'exploded' | 'star', RegExp> = {
  series: /\bseries\b|\bone loop\b|\bsingle loop\b|\bin a row\b/,
  parallel: /\bparallel\b|\bbranch(es|ing)?\b|\bside by side\b|\bjunctions?\b|current splits/,
  switch: /\bswitch(es|ing)?\b|\btoggl(e|es|ing)\b|\bon and off\b|\bturn (it |the bulb )?(on|off)\b/,
  diode: /\bdiodes?\b|\bone[- ]way\b|\brectif|\bpolarity\b|\bforward bias|\breverse bias/,
  mosfet: /\bmosfets?\b|\btransistors?\b|\bfets?\b|\bgate\b|\bdrain\b/,
  capacitor: /\bcapacit(or|ors|ance)\b|\bcharg(e|es|ing)\b|\bfad(e|es|ing)\b|\btime constant\b/,
  led: /\bleds?\b|\blight[- ]emitting\b/,
  dim: /\bdim(mer|med|ly)?\b|\bbrightness\b|\bless bright\b|\bfaint\b|\blow current\b/,
  exploded: /\bexplod(e|es|ed|ing)\b|\bblow(s|n)? up\b|\bburn(s|t|ed)? out\b|\btoo much current\b|\boverload|\bprotect|\bcurrent[- ]limit/,
  star: /\bstars?\b|\bcollect(ible|ibles)?\b|\bbonus\b/,
};

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, single: 1, pair: 2, both: 2 };

function resistorValues(text: string): number[] {
  const found: { at: number; value: number }[] = [];
  const pattern = /(\d+(?:\.\d+)?)\s*(k|kilo)?\s*(?:ohms?\b|Ω|Ω|\bω|r\b)|(\d+(?:\.\d+)?)\s*k\b/gi;
  for (const match of text.matchAll(pattern)) {
    const digits = match[1] ?? match[3];
    const kilo = match[2] !== undefined || match[3] !== undefined;
    found.push({ at: match.index, value: Math.round(Number(digits) * (kilo ? 1000 : 1)) });
  }
  // A bare course value ("use 560") also counts: these are the spec's resistor values and presets.
  for (const match of text.matchAll(/\b(100|120|150|180|220|270|330|390|470|560|660|680|820)\b/g)) {
    found.push({ at: match.index, value: Number(match[1]) });
  }
  const values: number[] = [];
  for (const { value } of found.sort((a, b) => a.at - b.at)) {
    if (value >= 1 && value <= 1e6 && !values.includes(value)) values.push(value);
  }
  return values.slice(0, 3);
}

function gridSize(text: string): Concepts['grid'] {
  const both = /(\d)\s*(?:x|×|\*|by)\s*(\d)\b/.exec(text);
  if (both) return { cols: Number(both[1]), rows: Number(both[2]) };
  const cols = /(\d)\s*(?:columns?|cols?|wide)\b/.exec(text);
  const rows = /(\d)\s*(?:rows?|high|tall)\b/.exec(text);
  if (!cols && !rows) return undefined;
  return { ...(cols ? { cols: Number(cols[1]) } : {}), ...(rows ? { rows: Number(rows[1]) } : {}) };
}

function bulbCount(text: string): number | undefined {
  const match = /\b(\d|one|two|three|single|pair|both)\s+(?:of\s+)?(?:light\s+)?(?:bulbs?|lamps?|lights?)\b/.exec(text);
  if (!match) return undefined;
  const n = NUMBER_WORDS[match[1]] ?? Number(match[1]);
  return Number.isFinite(n) && n >= 1 ? Math.min(3, n) : undefined;
}

function difficulty(text: string): Difficulty {
  if (/\b(hard|advanced|expert|challenge|challenging|difficult|tricky)\b/.test(text)) return 'hard';
  if (/\b(easy|beginners?|simple|basic|first|intro(duction)?|young)\b/.test(text)) return 'easy';
  return 'medium';
}

export function extractConcepts(goalText: string): Concepts {
  const text = goalText.slice(0, MAX_GOAL_LENGTH).toLowerCase();
  const found = Object.fromEntries(Object.entries(WORDS).map(([key, pattern]) => [key, pattern.test(text)])) as Record<keyof typeof WORDS, boolean>;
  const values = resistorValues(text);
  const count = bulbCount(text);
  const grid = gridSize(text);
  const resistorWord = /\bresist(or|ors|ance)\b|\bohm'?s? law\b/.test(text);
  const known = Object.values(found).some(Boolean) || values.length > 0 || resistorWord || count !== undefined;
  return {
    ...found,
    resistorValues: values,
    ...(count !== undefined ? { bulbCount: count } : {}),
    ...(grid ? { grid } : {}),
    difficulty: difficulty(text),
    unknown: !known,
  };
}
