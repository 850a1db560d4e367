// Check for levels nobody earns points on (a test play from the level creator, a community level):
// the page runs the same circuit judge as the server (src/content/judge-circuit.ts), so the goal check
// and the feedback texts are the server's.
import type { CircuitExercise } from '../../../../api/index';
import type { Grid } from '../../../../engine/index';
import type { AttemptFeedback } from '../shared/attempt-feedback';

export async function judgeLocally(exercise: CircuitExercise, grid: Grid): Promise<AttemptFeedback> {
  // Loaded on demand: only test plays and community levels judge here, and the live view already
  // runs the engine in its worker (docs/performance.md).
  const { judgeCircuit } = await import('../../../../puzzle/index');
  const { correct, starAchieved, feedback } = judgeCircuit(exercise, grid);
  return { correct, starAchieved, pointsAwarded: 0, feedback };
}
