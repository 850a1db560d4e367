// The two lines above a broken circuit: what its lights should do (the exercise's goal) and what they
// do now (its symptoms, which the server worked out from the hidden fault). Plain words: "red bulb ON".
import { goalOf, lightWords, type BulbState, type GoalBulb } from '../../../../engine/index';

export type Symptoms = Partial<Record<string, BulbState>>;

function light(type: string): string {
  return lightWords(type) ?? type;
}

/** Each goal light's state now, read from the symptoms (a goal's red bulb may be drawn straight or angled). */
export function symptomStates(goal: readonly GoalBulb[], symptoms: Symptoms): Partial<Record<GoalBulb['type'], BulbState>> {
  const states: Partial<Record<GoalBulb['type'], BulbState>> = {};
  for (const { type } of goal) {
    const shown = Object.entries(symptoms).filter(([lit]) => (goalOf(lit) ?? lit) === type).map(([, state]) => state);
    states[type] = shown.find((state) => state !== undefined) ?? 'OFF';
  }
  return states;
}

/** "red bulb ON, green bulb OFF" for what should happen, and the same for what happens now. */
export function symptomStory(goal: readonly GoalBulb[], symptoms: Symptoms): { should: string; does: string } {
  const now = symptomStates(goal, symptoms);
  return {
    should: goal.map((g) => `${light(g.type)} ${g.status}`).join(', '),
    does: goal.map((g) => `${light(g.type)} ${now[g.type] ?? 'OFF'}`).join(', '),
  };
}
