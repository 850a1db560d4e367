// The content check of a fault exercise (docs/faults.md): its circuit works when whole (the goal is
// met) and the fault breaks it (the lights differ); the served symptom is what the faulty circuit's
// lights do; a value fault is a tenfold slip; and the planner proves the fault identifiable, every
// suspect told apart by some tree of measurements, whose depth is the star's bar.
import { checkGoal, faultableValue, simulate } from '../engine/index';
import { VALUE_FAULT_FACTORS } from '../solver';
import { faultPlan, faultyGrid, healthyGrid } from './fault-exercise';
import type { AuthoringFaultExercise } from './schema';

export function checkFault(exercise: AuthoringFaultExercise): string[] {
  const problems: string[] = [];
  const { fault } = exercise;
  const piece = exercise.prePlacedComponents.find((p) => p.row === fault.row && p.col === fault.col);
  if (!piece) return [`the fault at row ${fault.row}, column ${fault.col} is on no piece`];
  if (fault.kind === 'flat' && piece.type !== 'battery') problems.push('a flat fault needs a battery');
  if (fault.kind === 'value') {
    const shown = faultableValue(piece) ?? 0;
    if (piece.type !== 'resistor' || !VALUE_FAULT_FACTORS.some((f) => Math.abs(shown * f - (fault.faultValue ?? 0)) < 1e-9)) {
      problems.push(`a value fault is a resistor ${VALUE_FAULT_FACTORS.join(' or ')} times its shown value`);
    }
  }
  const healthy = simulate({ grid: healthyGrid(exercise) }, { explain: false });
  if (!checkGoal(healthy, exercise.goal).correct) problems.push('the whole circuit does not meet its goal');
  const faulty = simulate({ grid: faultyGrid(exercise) }, { explain: false });
  if (checkGoal(faulty, exercise.goal).correct) problems.push('the faulty circuit still meets the goal: there is no symptom');
  if (JSON.stringify(sorted(faulty.bulbs)) !== JSON.stringify(sorted(exercise.symptoms.bulbs))) {
    problems.push(`symptoms say ${JSON.stringify(exercise.symptoms.bulbs)}, the faulty circuit shows ${JSON.stringify(faulty.bulbs)}`);
  }
  if (problems.length > 0) return problems;
  const { fewest } = faultPlan(exercise);
  if (!Number.isFinite(fewest)) problems.push('no measurements tell every suspect apart: the fault is not identifiable');
  return problems;
}

function sorted(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
}
