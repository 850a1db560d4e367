// The judge's verdict on each goal entry, in one short sentence about this grid: "The red bulb is ON,
// the goal wants DIM." · "The current probe reads 1.64 mA, the goal wants between 10 and 14 mA." The
// failure overlay, the API's failure details and the hint ladder all speak with these lines, so nothing a
// learner reads contradicts a reading on screen (docs/explanations.md, "One voice per check").
import { goalOf, lightWords } from './components/catalogue';
import { checkReadings, formatReading, formatTarget, isProbeGoal, probesReversed, type GoalEntry } from './measurement-goal';
import type { BulbState, GoalBulb, SimulationResult } from './types';

export interface EntryVerdict {
  entry: GoalEntry;
  met: boolean;
  /** One sentence about this grid; for a met entry it says so. */
  line: string;
  /** For a light entry: the placed light types that answer it (empty when none is on the grid). */
  lights: string[];
  /** For a reading outside its window: below or above it. */
  off?: 'low' | 'high';
}

const STATE_WORDS: Record<BulbState, string> = { ON: 'ON', DIM: 'DIM', OFF: 'OFF', EXPLODED: 'burst (EXPLODED)' };

function placedFor(result: Pick<SimulationResult, 'bulbs'>, goal: GoalBulb): [string, BulbState][] {
  return Object.entries(result.bulbs).filter(([type]) => (goalOf(type) ?? type) === goal.type) as [string, BulbState][];
}

/**
 * The state a goal light shows (spec section 5 "Goal match"). A grid holds at most one bulb of each type,
 * but both the angled and the straight bulb of one colour may be placed; then the goal is met if either
 * shows the goal status, and the angled one is reported. A light not on the grid shows OFF, yet meets no
 * goal, not even an OFF one (goalLightMet): the learner must build the light the goal names.
 */
export function statusFor(result: Pick<SimulationResult, 'bulbs'>, goal: GoalBulb): BulbState {
  const states = placedFor(result, goal).map(([, state]) => state);
  if (states.length === 0) return 'OFF';
  return states.includes(goal.status) ? goal.status : states[0];
}

/** A light goal is met when a light it names is on the grid and shows its status. */
export function goalLightMet(result: Pick<SimulationResult, 'bulbs'>, goal: GoalBulb): boolean {
  return placedFor(result, goal).length > 0 && statusFor(result, goal) === goal.status;
}

function lightVerdict(result: Pick<SimulationResult, 'bulbs'>, goal: GoalBulb): EntryVerdict {
  const name = lightWords(goal.type) ?? goal.type;
  const lights = placedFor(result, goal).map(([type]) => type);
  const state = statusFor(result, goal);
  const met = goalLightMet(result, goal);
  if (lights.length === 0) return { entry: goal, met, lights, line: `There is no ${name} on the grid yet, the goal wants it ${goal.status}.` };
  const line = met ? `The ${name} is ${goal.status}, as the goal wants.` : `The ${name} is ${STATE_WORDS[state]}, the goal wants ${goal.status}.`;
  return { entry: goal, met, lights, line };
}

/** Every goal entry with its verdict and its sentence, in the goal's order. */
export function entryVerdicts(result: Pick<SimulationResult, 'bulbs' | 'probeData'>, goal: readonly GoalEntry[]): EntryVerdict[] {
  const readings = checkReadings(result, goal);
  let next = 0;
  return goal.map((entry) => {
    if (!isProbeGoal(entry)) return lightVerdict(result, entry);
    const { reading, met } = readings[next++];
    const probe = entry.probe === 'current' ? 'current probe' : 'voltage probe';
    const wants = `the goal wants ${formatTarget(entry)}`;
    let line: string;
    if (reading === null) line = `No probe on the grid measures ${entry.probe} yet, ${wants}.`;
    else if (probesReversed(entry, reading)) line = `The voltage probes are the wrong way round: they read ${formatReading(entry.probe, reading)}, ${wants}.`;
    else line = `The ${probe} reads ${formatReading(entry.probe, reading)}, ${met ? 'as the goal wants' : wants}.`;
    const off = met || reading === null ? undefined : reading < entry.min ? 'low' : 'high';
    return { entry, met, lights: [], line, ...(off ? { off } : {}) };
  });
}

/** The sentences of the entries that are not met, in the goal's order. */
export function unmetLines(result: Pick<SimulationResult, 'bulbs' | 'probeData'>, goal: readonly GoalEntry[]): string[] {
  return entryVerdicts(result, goal).filter((v) => !v.met).map((v) => v.line);
}
