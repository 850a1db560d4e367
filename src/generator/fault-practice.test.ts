// Fault practice: every seed gives a finished, proven circuit with one hidden fault that shows on the
// lights and that the planner can always pin down; the same seed always gives the same exercise; the
// next seed never the same one (the served form is the fault kind's public view, tested on the server).
import { describe, expect, it } from 'vitest';
import { faultPlan, healthyGrid } from '../content/fault-exercise';
import { authoringFaultExerciseSchema } from '../content/schema';
import { simulate } from '../engine/simulate';
import { allCandidates, consistentWith, nextMeasurement, sameSymptom, suspectCount } from '../solver';
import { FAULT_PRACTICE_GOALS, faultPractice } from './fault-practice';

const SEEDS = [...Array.from({ length: FAULT_PRACTICE_GOALS.length * 2 + 2 }, (_, i) => i), 4_321, 999_999];

/** Follows the planner's next measurement against candidate `real`: how many readings, and the suspects left. */
function play(table: ReturnType<typeof faultPractice>['plan']['table'], real: number) {
  const seen: { part: number; reading: (typeof table.readings)[number][number] }[] = [];
  for (let next = nextMeasurement(table, allCandidates(table)); next; next = nextMeasurement(table, consistentWith(table, seen))) {
    seen.push({ part: next.part, reading: table.readings[real][next.part] });
  }
  return { used: seen.length, left: consistentWith(table, seen) };
}

/** Each seed built once for the checks that only read it (the determinism check builds again). */
const built = new Map<number, ReturnType<typeof faultPractice>>();
function practice(seed: number) {
  const known = built.get(seed) ?? faultPractice(seed);
  built.set(seed, known);
  return known;
}

describe('fault practice', () => {
  it.each(SEEDS)('seed %i: a visible, identifiable fault on a circuit that works when whole', (seed) => {
    const { exercise, plan } = practice(seed);
    expect(authoringFaultExerciseSchema.safeParse(exercise).success).toBe(true);
    // whole, the circuit does what its goal says; broken, its lights differ (the symptom)
    const healthy = simulate({ grid: healthyGrid(exercise) }, { explain: false }).bulbs;
    for (const entry of exercise.goal) {
      if ('status' in entry) expect(Object.entries(healthy).find(([type]) => type.startsWith(entry.type))?.[1]).toBe(entry.status);
    }
    expect(sameSymptom(exercise.symptoms.bulbs, healthy)).toBe(false);
    // the planner's table, rebuilt from the exercise alone (as the content check would), is the one served
    const rebuilt = faultPlan(exercise);
    expect(rebuilt.fewest).toBe(plan.fewest);
    expect(rebuilt.table).toEqual(plan.table);
    expect(sameSymptom(rebuilt.table.symptoms[0], exercise.symptoms.bulbs)).toBe(true);
    // identifiable: a finite tree exists, and following it from any candidate ends on one part
    expect(Number.isFinite(plan.fewest)).toBe(true);
    expect(plan.fewest).toBeGreaterThanOrEqual(0);
    for (const real of allCandidates(plan.table)) {
      const { used, left } = play(plan.table, real);
      expect(suspectCount(plan.table, left)).toBe(1);
      expect(used).toBeLessThanOrEqual(plan.fewest);
      expect(left).toContain(real);
    }
    expect(['open', 'short', 'flat', 'value']).toContain(exercise.fault.kind);
  });

  it('the same seed always gives the same exercise, and the next seed another one', () => {
    let before = '';
    for (const seed of SEEDS.slice(0, FAULT_PRACTICE_GOALS.length + 1)) {
      const now = JSON.stringify(practice(seed));
      expect(JSON.stringify(faultPractice(seed))).toBe(now);
      expect(now).not.toBe(before);
      before = now;
    }
  });

  it('meets each kind of fault across its seeds', () => {
    const kinds = new Set(SEEDS.map((seed) => practice(seed).exercise.fault.kind));
    expect([...kinds].sort()).toEqual(['flat', 'open', 'short', 'value']);
  });
});
