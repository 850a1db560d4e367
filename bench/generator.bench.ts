// `npm run bench:generator`: the lesson generator on every goal of its corpus (src/generator/corpus.ts).
// Per goal: the ideas it names, those the built circuit shows (checked on the solver's answer, see
// src/generator/audit.ts), those left out (each must be named in the notes), the difficulty tag and the
// time. Then the totals: goals with every idea in the level, goals with something left out, the
// difficulty spread, and the slowest goal.
import { auditGoal, GOAL_CORPUS } from '../src/generator';

let complete = 0;
let withLeftOut = 0;
let leftOutIdeas = 0;
let unnamed = 0;
const spread: Record<string, number> = {};
let slowest = { goal: '', ms: 0 };
console.log(`${'goal'.padEnd(52)} ${'asked'.padEnd(34)} ${'left out'.padEnd(22)} ${'difficulty'.padEnd(13)} ${'ms'.padStart(6)}`);
for (const { goal } of GOAL_CORPUS) {
  const started = performance.now();
  const audit = auditGoal(goal);
  const ms = performance.now() - started;
  if (ms > slowest.ms) slowest = { goal, ms };
  if (audit.leftOut.length === 0) complete += 1;
  else withLeftOut += 1;
  leftOutIdeas += audit.leftOut.length;
  if (!audit.leftOutNamed || !audit.understoodHonest) unnamed += 1;
  spread[audit.difficulty] = (spread[audit.difficulty] ?? 0) + 1;
  console.log(`${goal.slice(0, 52).padEnd(52)} ${audit.asked.join(',').slice(0, 34).padEnd(34)} ${audit.leftOut.join(',').slice(0, 22).padEnd(22)} ${audit.difficulty.padEnd(13)} ${ms.toFixed(0).padStart(6)}`);
}
console.log(`\n${GOAL_CORPUS.length} goals: ${complete} with every named idea in the level, ${withLeftOut} with something left out (${leftOutIdeas} ideas, each named in the notes: ${unnamed === 0 ? 'yes' : `no, ${unnamed} goals not`})`);
console.log(`difficulty spread: ${['Beginner', 'Intermediate', 'Advanced'].map((tag) => `${tag} ${spread[tag] ?? 0}`).join(', ')}`);
console.log(`slowest: ${slowest.ms.toFixed(0)} ms for ${JSON.stringify(slowest.goal)}`);
