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
  /** A light sensor (LDR): the board's light level sets its resistance. */
  ldr: boolean;
  /** A potentiometer (a knob, a dimmer, a variable resistor) turned by the learner. */
  potentiometer: boolean;
  /** A push button (a doorbell): closed only while held. */
  pushButton: boolean;
  /** Resistor values in ohms named in the text ("560 ohm", "1k", "220Ω"), in order, without repeats. */
  resistorValues: number[];
  /** How many bulbs the text asks for ("three bulbs"), when it says. */
  bulbCount?: number;
  /** How many LEDs ("two LEDs"), when it says. */
  ledCount?: number;
  /** How many resistors ("three resistors"), when it says. */
  resistorCount?: number;
  /** Parts the goal names that the game does not have yet, in the words a teacher reads ("a light sensor"). */
  missingParts: string[];
  /** Counts no level holds ("4 bulbs (a level holds at most three)"), for the notes. */
  overCounts: string[];
  /** The first light colour the goal names ("a green LED"): the first light gets it. */
  colour?: 'red' | 'green' | 'yellow';
  /** The goal says "bulb" or "lamp" (beside LEDs, a bulb of its own). */
  bulbWord: boolean;
  /** Columns × rows when the text names a grid size ("5x4", "6 by 3", "7 columns"). */
  grid?: { cols?: number; rows?: number };
  difficulty: Difficulty;
  /** Nothing the generator knows was found. */
  unknown: boolean;
}

/** Longest goal text the generator reads (the route refuses longer ones). */
export const MAX_GOAL_LENGTH = 1000;

type Word = 'series' | 'parallel' | 'switch' | 'diode' | 'mosfet' | 'capacitor' | 'led' | 'dim' | 'exploded' | 'star' | 'ldr' | 'potentiometer' | 'pushButton';

const WORDS: Record<Word, RegExp> = {
  // Common misspellings count too ("paralel", "seires", "swich", "capaciter", "transister").
  series: /\bseri?e?i?s\b|\bseires\b|\bone loop\b|\bsingle loop\b|\bin a row\b|\bone after (the )?other\b/,
  parallel: /\bpar+al+el+\b|\bparalell?\b|\bbranch(es|ing)?\b|\bside by side\b|\bjunctions?\b|current splits/,
  switch: /\bsw?it?ch(es|ing)?\b|\btoggl(e|es|ing)\b|\bon and off\b|\bturn (it |the bulb |the light )?(on|off)\b/,
  // "light-emitting diode" is the LED, not a second part.
  diode: /(?<!emitting )\bdiodes?\b|\bdiod\b|\bone[- ]way\b|\brectif|\bpolarity\b|\bforward bias|\breverse bias/,
  mosfet: /\bmosfett?s?\b|\btrans[ie]st[oe]rs?\b|\bfets?\b|\bgate\b|\bdrain\b/,
  capacitor: /\bcapacit[oe]rs?\b|\bcapacitance\b|\bcap\b|\bcharg(e|es|ing)\b|\bfad(e|es|ing)\b|\btime constant\b/,
  led: /\bleds?\b|\blight[- ]emitting\b/,
  dim: /\bdim(mer|med|ly)?\b|\bbrightness\b|\bless bright\b|\bfaint(ly)?\b|\blow current\b|\bglows? (softly|weakly)\b/,
  exploded: /\bexplod(e|es|ed|ing)\b|\bblow(s|n)? up\b|\bburn(s|t|ed)? out\b|\btoo much current\b|\boverload|\bprotect|\bcurrent[- ]limit/,
  star: /\bstars?\b|\bcollect(ible|ibles)?\b|\bbonus\b/,
  ldr: /\blight[- ]sensors?\b|\bldrs?\b|\bphoto ?resistors?\b|\blight[- ]dependent\b/,
  potentiometer: /\bpot[ae]n?t[ie]om[ae]t(er|re)s?\b|\bpots?\b|\bvariable resist[oe]rs?\b|\brheostats?\b|\bknobs?\b|\bdimmers?\b/,
  pushButton: /\bpush[- ]?buttons?\b|\bbuttons?\b|\bdoor ?bells?\b|\bmomentary\b/,
};

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, single: 1, pair: 2, both: 2 };

/** Parts a teacher may name that the game has no piece for yet, with the words the notes use. */
const MISSING_PARTS: readonly [RegExp, string][] = [
  [/\bmotors?\b/, 'a motor'],
  [/\bbuzzers?\b|\bspeakers?\b/, 'a buzzer'],
  [/\brelays?\b/, 'a relay'],
  [/\binductors?\b|\bcoils?\b/, 'an inductor'],
  [/\bfuses?\b/, 'a fuse'],
  [/\bthermistors?\b|\btemperature sensors?\b/, 'a temperature sensor'],
  [/\bsolar (cells?|panels?)\b/, 'a solar cell'],
];

function resistorValues(text: string): number[] {
  const found: { at: number; value: number }[] = [];
  const pattern = /(\d+(?:\.\d+)?)\s*(k|kilo)?\s*(?:ohms?\b|Ω|Ω|\bω|r\b)|(\d+(?:\.\d+)?)\s*k\b/gi;
  for (const match of text.matchAll(pattern)) {
    const digits = match[1] ?? match[3];
    const kilo = match[2] !== undefined || match[3] !== undefined;
    found.push({ at: match.index, value: Math.round(Number(digits) * (kilo ? 1000 : 1)) });
  }
  // A bare course value ("use 560") also counts: these are docs/product.md's resistor values and presets.
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

/** "three bulbs", "2 red lamps", "a pair of light bulbs": the number before the noun. */
function rawCountOf(text: string, noun: string): number | undefined {
  const pattern = new RegExp(`\\b(\\d|one|two|three|four|single|pair|both)\\s+(?:of\\s+)?(?:(?!and\\b|with\\b|in\\b)[a-z]+\\s+)?(?:${noun})\\b`);
  const match = pattern.exec(text);
  if (!match) return undefined;
  const n = NUMBER_WORDS[match[1]] ?? Number(match[1]);
  return Number.isFinite(n) && n >= 1 ? n : undefined;
}

/** A level holds at most three of a light or resistor (one bulb and one LED of each colour). */
const countOf = (text: string, noun: string) => {
  const n = rawCountOf(text, noun);
  return n === undefined ? undefined : Math.min(3, n);
};

/** Counts a level cannot hold, as the notes say them: "4 bulbs (a level holds at most three)". */
function overCounts(text: string): string[] {
  const notes: string[] = [];
  for (const [noun, words] of [['bulbs?|lamps?|lights?', 'bulbs'], ['leds?', 'LEDs'], ['resist[oe]rs?', 'resistors']] as const) {
    const n = rawCountOf(text, noun);
    if (n !== undefined && n > 3) notes.push(`${n} ${words} (a level holds at most three)`);
  }
  for (const [noun, words] of [['sw?it?ch(es)?', 'switches'], ['capacit[oe]rs?', 'capacitors'], ['mosfets?|trans[ie]st[oe]rs?', 'MOSFETs']] as const) {
    const n = rawCountOf(text, noun);
    if (n !== undefined && n > 1) notes.push(`${n} ${words} (a generated level has one)`);
  }
  return notes;
}

/** "one bulb lights and the other does not" names two bulbs, not one. */
function bulbCount(text: string): number | undefined {
  const n = countOf(text, 'bulbs?|bulbz|lamps?|lights?|globes?');
  return n === 1 && /\b(the other|another)\b/.test(text) ? undefined : n;
}

function difficulty(text: string): Difficulty {
  if (/\b(hard|advanced|expert|challenge|challenging|difficult|tricky)\b/.test(text)) return 'hard';
  if (/\b(easy|beginners?|simple|basic|first|intro(duction)?|young)\b/.test(text)) return 'easy';
  return 'medium';
}

function colourOf(text: string): Pick<Concepts, 'colour'> {
  const match = /\b(red|green|yellow)\b/.exec(text);
  return match ? { colour: match[1] as NonNullable<Concepts['colour']> } : {};
}

export function extractConcepts(goalText: string): Concepts {
  const text = goalText.slice(0, MAX_GOAL_LENGTH).toLowerCase();
  const found = Object.fromEntries(Object.entries(WORDS).map(([key, pattern]) => [key, pattern.test(text)])) as Record<keyof typeof WORDS, boolean>;
  const values = resistorValues(text);
  const count = bulbCount(text);
  const grid = gridSize(text);
  const ledCount = found.led ? countOf(text, 'leds?') : undefined;
  const resistorCount = countOf(text, 'resist[oe]rs?');
  const missingParts = MISSING_PARTS.filter(([pattern]) => pattern.test(text)).map(([, words]) => words);
  const resistorWord = /\bresist(or|ors|ance|er|ers)\b|\bohm'?s? law\b/.test(text);
  const known = Object.values(found).some(Boolean) || values.length > 0 || resistorWord || count !== undefined || missingParts.length > 0;
  return {
    ...found,
    resistorValues: values,
    ...(count !== undefined ? { bulbCount: count } : {}),
    ...(ledCount !== undefined ? { ledCount } : {}),
    ...(resistorCount !== undefined ? { resistorCount } : {}),
    missingParts,
    overCounts: overCounts(text),
    ...colourOf(text),
    bulbWord: /\b(bulbs?|lamps?)\b/.test(text),
    ...(grid ? { grid } : {}),
    difficulty: difficulty(text),
    unknown: !known,
  };
}
