// The lesson generator's entry point (docs/architecture.md "Lesson generator"): goal text → concepts → a lesson
// kind → a circuit on the asked grid → a proven level, plus notes saying what was understood. Pure and
// deterministic: the same text and seed always give the same level.
import type { LevelInput } from '../api/levels';
import { MAX_GRID_SIZE, MIN_GRID_SIZE } from '../api/levels';
import type { SolverResult } from '../solver/types';
import { extractConcepts, type Concepts } from './concepts';
import { BULB_COLOURS, type Design, type LessonKind } from './design';
import { difficultyTag, lessonText } from './lesson-text';
import { instructionFor, type SwitchTask } from './instruction';
import { buildLevel, type Built } from './level';
import { describeConcepts, leftOut } from './notes';
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
  // 'light-emitting diode' names a diode too: the LED lesson wins.
  if (c.led) return 'led';
  if (c.diode) return 'diode';
  if (c.capacitor) return 'capacitor';
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
function trayCounts(kind: LessonKind, c: Concepts): number[] {
  const wanted = c.difficulty === 'easy' ? 1 : c.difficulty === 'medium' ? 2 : 3;
  const floor = kind === 'capacitor' ? 2 : 1;
  const order = [wanted, wanted - 1, wanted - 2, wanted + 1, wanted + 2].filter((n) => n >= floor && n <= 3);
  return [...new Set(order.length > 0 ? order : [floor])];
}

export function generateLesson(goalText: string, options: GenerateOptions = {}): GeneratedLesson {
  const concepts = extractConcepts(goalText);
  const seed = options.seed ?? 0;
  const kinds: LessonKind[] = [...new Set([lessonKind(concepts), 'series' as const])];
  const failures: string[] = [];
  for (const kind of kinds) {
    const plan = planFor(kind, concepts);
    if (kind === 'parallel-switch' && seed % 2 === 1) {
      // An odd seed teaches the other half of the idea: the switch must end up open.
      const rung = plan.spec.rungs[0];
      rung[0] = rung[0] && { ...rung[0], isOn: false };
    }
    // Without an asked size the grid is the circuit's own size: no empty columns for a phone to scroll.
    const min = planMinimum(plan);
    const asked = { cols: concepts.grid?.cols ?? min.cols, rows: concepts.grid?.rows ?? min.rows };
    const cols = clampSize(Math.max(clampSize(asked.cols), min.cols));
    const rows = clampSize(Math.max(clampSize(asked.rows), min.rows));
    const laidOut = designFrom(plan, cols, rows);
    const design = laidOut && recolour(laidOut, seed);
    if (!design) {
      failures.push(`${kind}: does not fit ${cols}×${rows}`);
      continue;
    }
    const text = lessonText(kind, concepts.star);
    const extrasAlways = kind === 'exploded' || kind === 'dim';
    const extrasOptions = extrasAlways ? [true, false] : concepts.difficulty === 'hard' ? [true, false] : [false];
    for (const trayCount of trayCounts(kind, concepts)) {
      for (const withExtras of extrasOptions) {
        if (options.outOfTime?.()) break;
        const built: Built = buildLevel(design, {
          trayCount,
          withExtras,
          name: text.name,
          success: text.success,
          failure: text.failure,
          extraTags: [difficultyTag(concepts.difficulty)],
          maxEvaluations: options.maxEvaluations ?? 2500,
        });
        if (!built.ok) {
          failures.push(`${kind} with ${trayCount} to place: ${built.reason}`);
          continue;
        }
        const level = {
          ...built.level,
          description: instructionFor({ kind, level: built.level, gaps: built.moved, switchTask: switchTask(design), withStar: concepts.star }),
        };
        const notes = [
          describeConcepts(concepts),
          gridNote(asked, { cols, rows }, concepts.grid !== undefined),
          `Lesson: ${design.summary}.`,
          ...plan.notes,
          ...(kind !== kinds[0] ? [`A ${kinds[0]} lesson could not be proven solvable here, so this is a basic series lesson.`] : []),
          ...leftOut(concepts, kind),
          `The learner places ${built.moved} piece${built.moved === 1 ? '' : 's'}${built.solution.toggles.length > 0 ? ' and flips a switch' : ''}; the solver proved it solvable and not solved at the start.`,
        ];
        return { level, notes, solution: built.solution };
      }
    }
  }
  throw new GenerationError(`No solvable level was found (${failures.slice(0, 3).join('; ')}).`);
}

/** What the learner does with the switches that start the other way (they all end up alike). */
function switchTask(design: Design): SwitchTask {
  const flipped = design.pieces.find((p) => p.type === 'switch' && p.role !== undefined && design.flipSwitches.includes(p.role));
  return flipped ? (flipped.isOn ? 'close' : 'open') : null;
}

/** Seeds rotate which colour each bulb gets (seed mod 3), so "generate again" looks different. */
function recolour(design: Design, seed: number): Design {
  const shift = seed % BULB_COLOURS.length;
  if (shift === 0) return design;
  const swap = (type: string) => {
    const index = BULB_COLOURS.findIndex((colour) => type.startsWith(`${colour}-bulb`));
    return index < 0 ? type : type.replace(BULB_COLOURS[index], BULB_COLOURS[(index + shift) % BULB_COLOURS.length]);
  };
  return { ...design, pieces: design.pieces.map((p) => ({ ...p, type: swap(p.type) as typeof p.type })) };
}

function gridNote(asked: { cols: number; rows: number }, used: { cols: number; rows: number }, stated: boolean): string {
  const size = `${used.cols}×${used.rows}`;
  if (!stated) return `Grid: ${size}, just big enough for the circuit.`;
  if (asked.cols === used.cols && asked.rows === used.rows) return `Grid: ${size}, as asked.`;
  return `Grid: ${size}; the asked ${asked.cols}×${asked.rows} was adjusted so the circuit fits (2 to 9 each way).`;
}
