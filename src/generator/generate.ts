// The lesson generator's entry point (docs/architecture.md "Lesson generator"): goal text → concepts → a lesson
// kind → a circuit on the asked grid → a proven level, plus notes saying what was understood. Pure and
// deterministic: the same text and seed always give the same level.
import { type LevelInput, MAX_GRID_SIZE, MIN_GRID_SIZE } from '../api/index';
import { stateOf, withState, type Grid } from '../engine/index';
import { type SolverResult, applySolution } from '../solver';
import { extractConcepts, type Concepts } from './concepts';
import { BULB_COLOURS, type BulbColour, type Design, type LessonKind } from './design';
import { puzzleFromLevel } from '../puzzle/index';
import { difficultyOf } from './difficulty';
import { checkIdea } from './idea-checks';
import { askedIdeas, type AskedIdea } from './ideas';
import { lessonText } from './lesson-text';
import { instructionFor, type SwitchTask } from './instruction';
import { buildLevel, type Built } from './level';
import { leftOutNotes, understood } from './notes';
import type { TemplatePlan } from './template-plan';
import { designFrom, planFor, planMinimum } from './templates';


export interface GenerateOptions {
  /** Varies what the text leaves open (bulb colours, which way a switch ends up); default 0. */
  seed?: number;
  /** Solver budget per attempt (simulations). */
  maxEvaluations?: number;
  /** Stop trying further variants once this returns true (the route's time budget). */
  outOfTime?: () => boolean;
}

export interface GeneratedLesson {
  level: LevelInput;
  notes: string[];
  /** The solver's solution for the level (placements and toggles). */
  solution: Extract<SolverResult, { status: 'solved' }>;
}

export class GenerationError extends Error {}

/** The lesson kind that teaches the goal's main idea. */
export function lessonKind(c: Concepts): LessonKind {
  if (c.mosfet) return 'mosfet';
  // A part the learner works while playing carries the LED (or bulbs) the goal names.
  if (c.potentiometer) return 'potentiometer';
  if (c.pushButton) return 'push-button';
  // 'light-emitting diode' names a diode too: the LED lesson wins.
  if (c.led) return 'led';
  if (c.diode) return 'diode';
  if (c.capacitor) return 'capacitor';
  if (c.ldr) return 'ldr';

  if (c.parallel && c.switch) return 'parallel-switch';
  if (c.parallel && (c.dim || c.resistorValues.length > 0)) return 'resistor-values';
  if (c.parallel) return 'parallel';
  if (c.resistorValues.length >= 2) return 'resistor-values';
  if (c.exploded) return 'exploded';
  if (c.switch) return 'series-switch';
  if (c.dim) return 'dim';
  return 'series';
}

const clampSize = (n: number) => Math.max(MIN_GRID_SIZE, Math.min(MAX_GRID_SIZE, n));

/** Tray sizes to try, the difficulty's own first, then smaller, then larger ones. */
function trayCounts(c: Concepts): number[] {
  const wanted = c.difficulty === 'easy' ? 1 : c.difficulty === 'medium' ? 2 : 3;
  return [...new Set([wanted, wanted - 1, wanted - 2, wanted + 1, wanted + 2].filter((n) => n >= 1 && n <= 3))];
}

/** A built level and which of the asked ideas its circuit shows. */
interface Candidate {
  kind: LessonKind;
  plan: TemplatePlan;
  design: Design;
  built: Extract<Built, { ok: true }>;
  shown: AskedIdea[];
  cols: number;
  rows: number;
  asked: { cols: number; rows: number };
}

/** The asked ideas a grid really shows (idea-checks.ts). */
function shownOn(grid: Grid, asked: readonly AskedIdea[]): AskedIdea[] {
  return asked.filter((a) => checkIdea(grid, a.idea).ok);
}

function designGrid(design: Design): Grid {
  const grid: Grid = Array.from({ length: design.rows }, () => Array.from({ length: design.cols }, () => null));
  for (const { row, col, role: _role, ...cell } of design.pieces) grid[row][col] = cell;
  return grid;
}

/** The plans worth trying, most asked ideas shown on their own solved circuit first (ties: the one-idea template). */
function rankedDesigns(concepts: Concepts, asked: readonly AskedIdea[], seed: number, failures: string[]) {
  const main = lessonKind(concepts);
  // A MOSFET level keeps its own shape (the gate wire); every other goal may also try the composed ladder.
  const kinds: LessonKind[] = [...new Set<LessonKind>([main, ...(main === 'mosfet' || asked.length === 0 ? [] : ['composed' as const]), 'series'])];
  const ranked: { kind: LessonKind; plan: TemplatePlan; design: Design; shows: number; cols: number; rows: number; asked: { cols: number; rows: number } }[] = [];
  for (const kind of kinds) {
    const plan = planFor(kind, concepts);
    if (kind === 'parallel-switch' && seed % 2 === 1) {
      // An odd seed teaches the other half of the idea: the switch must end up open.
      const rung = plan.spec.rungs[0];
      rung[0] = rung[0] && withState(rung[0], false);
    }
    // Without an asked size the grid is the circuit's own size: no empty columns for a phone to scroll.
    const min = planMinimum(plan);
    const wanted = { cols: concepts.grid?.cols ?? min.cols, rows: concepts.grid?.rows ?? min.rows };
    const cols = clampSize(Math.max(clampSize(wanted.cols), min.cols));
    const rows = clampSize(Math.max(clampSize(wanted.rows), min.rows));
    if (min.cols > MAX_GRID_SIZE || min.rows > MAX_GRID_SIZE) {
      failures.push(`${kind}: needs ${min.cols}×${min.rows}`);
      continue;
    }
    const laidOut = designFrom(plan, cols, rows);
    const turned = colourTurn(seed, concepts.colour);
    const design = laidOut && recolour(laidOut, turned);
    if (!design) {
      failures.push(`${kind}: does not fit ${cols}×${rows}`);
      continue;
    }
    // The plan's notes name lights by colour ("The yellow bulb on a branch of its own…"): they turn with the pieces.
    const words = { ...plan, notes: plan.notes.map((note) => recolourWords(note, turned)) };
    ranked.push({ kind, plan: words, design, shows: shownOn(designGrid(design), asked).length, cols, rows, asked: wanted });
  }
  return ranked.sort((a, b) => b.shows - a.shows);
}

export function generateLesson(goalText: string, options: GenerateOptions = {}): GeneratedLesson {
  const concepts = extractConcepts(goalText);
  const asked = askedIdeas(concepts);
  const seed = options.seed ?? 0;
  const failures: string[] = [];
  let best: Candidate | null = null;
  for (const { kind, plan, design, shows, cols, rows, asked: wanted } of rankedDesigns(concepts, asked, seed, failures)) {
    if (best && best.shown.length >= shows) break;
    const text = lessonText(kind, concepts.star, asked.map((a) => a.idea.kind));
    const extrasAlways = kind === 'exploded' || kind === 'dim' || (kind === 'composed' && (concepts.exploded || concepts.dim));
    // The tempting extra makes a dim or protect lesson a choice; an easy one may do without it.
    const extrasOptions = extrasAlways ? (concepts.difficulty === 'easy' ? [false, true] : [true, false]) : concepts.difficulty === 'hard' ? [true, false] : [false];
    tries: for (const trayCount of trayCounts(concepts)) {
      for (const withExtras of extrasOptions) {
        if (options.outOfTime?.()) break tries;
        const built: Built = buildLevel(design, {
          trayCount,
          withExtras,
          name: text.name,
          success: text.success,
          failure: text.failure,
          extraTags: [],
          maxEvaluations: options.maxEvaluations ?? 2500,
        });
        if (!built.ok) {
          failures.push(`${kind} with ${trayCount} to place: ${built.reason}`);
          continue;
        }
        // The learner's circuit as the solver built it must show the ideas, not only the generator's own.
        const shown = shownOn(applySolution(puzzleFromLevel(built.level), built.solution), asked);
        if (!best || shown.length > best.shown.length) best = { kind, plan, design, built, shown, cols, rows, asked: wanted };
        if (shown.length >= shows) break tries;
      }
    }
  }
  if (!best) throw new GenerationError(`No solvable level was found (${failures.slice(0, 3).join('; ')}).`);
  return finish(best, concepts, asked);
}

function finish(candidate: Candidate, concepts: Concepts, asked: readonly AskedIdea[]): GeneratedLesson {
  const { kind, plan, design, built, shown } = candidate;
  const branches = plan.spec.rungs.length;
  const difficulty = difficultyOf({ level: built.level, solution: built.solution, branches });
  const shownKinds = shown.map((s) => s.idea.kind);
  // A composed level is named for the ideas it really shows.
  const text = kind === 'composed' ? lessonText(kind, concepts.star, shownKinds) : null;
  const instructionKind: LessonKind = kind === 'composed' && shownKinds.includes('capacitor') ? 'capacitor' : kind;
  const level: LevelInput = {
    ...built.level,
    ...(text ? { name: text.name, educationalMessages: { success: text.success, failure: text.failure } } : {}),
    tags: [difficulty, ...built.level.tags.filter((tag) => !['Beginner', 'Intermediate', 'Advanced'].includes(tag))].slice(0, 12),
    description: instructionFor({ kind: instructionKind, level: built.level, gaps: built.moved, switchTask: switchTask(design), withStar: concepts.star }),
  };
  const missing = asked.filter((a) => !shown.includes(a));
  const notes = [
    understood(concepts, shown, difficulty),
    gridNote(candidate.asked, { cols: candidate.cols, rows: candidate.rows }, concepts.grid !== undefined),
    `Lesson: ${design.summary}.`,
    ...plan.notes,
    ...leftOutNotes(concepts, missing, kind),
    `The learner places ${built.moved} piece${built.moved === 1 ? '' : 's'}${built.solution.toggles.length > 0 ? ' and flips a switch' : ''}; the solver proved it solvable and not solved at the start.`,
  ];
  return { level, notes, solution: built.solution };
}

/** What the learner does with the switches that start the other way (they all end up alike). */
function switchTask(design: Design): SwitchTask {
  const flipped = design.pieces.find((p) => p.type === 'switch' && p.role !== undefined && design.flipSwitches.includes(p.role));
  return flipped ? (stateOf(flipped) ? 'close' : 'open') : null;
}

/**
 * Seeds rotate which colour each light gets (seed mod 3), so "generate again" looks different; a colour
 * the goal names goes to the first light instead, whatever the seed.
 */
function colourTurn(seed: number, colour?: BulbColour): (c: BulbColour) => BulbColour {
  const shift = colour ? BULB_COLOURS.indexOf(colour) : seed % BULB_COLOURS.length;
  return (c) => BULB_COLOURS[(BULB_COLOURS.indexOf(c) + shift) % BULB_COLOURS.length];
}

/** The design with every light's colour turned, and its summary's colour words with them. */
function recolour(design: Design, turned: (c: BulbColour) => BulbColour): Design {
  const swap = (type: string) => {
    const colour = BULB_COLOURS.find((c) => type.startsWith(`${c}-bulb`) || type === `${c}-led`);
    return colour ? type.replace(colour, turned(colour)) : type;
  };
  return {
    ...design,
    pieces: design.pieces.map((p) => ({ ...p, type: swap(p.type) as typeof p.type })),
    summary: recolourWords(design.summary, turned),
  };
}

function recolourWords(text: string, turned: (c: BulbColour) => BulbColour): string {
  return text.replace(/\b(red|green|yellow)\b/g, (word) => turned(word as BulbColour));
}

function gridNote(asked: { cols: number; rows: number }, used: { cols: number; rows: number }, stated: boolean): string {
  const size = `${used.cols}×${used.rows}`;
  if (!stated) return `Grid: ${size}, just big enough for the circuit.`;
  if (asked.cols === used.cols && asked.rows === used.rows) return `Grid: ${size}, as asked.`;
  return `Grid: ${size}; the asked ${asked.cols}×${asked.rows} was adjusted so the circuit fits (2 to 9 each way).`;
}
