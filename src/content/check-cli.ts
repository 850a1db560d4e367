// `npm run content:check`: runs every content check against the real engine and names each broken
// exercise; exit status 1 when anything is wrong, so an author sees at once what to fix. Beyond the
// exercise checks: every taught number equals the engine's reading (taught-numbers.ts), and the
// solver proves every circuit exercise solvable with its own tray; every idea is taught before it is
// used (idea-order.ts); every learner-placed piece of every reference build matters (goal-proofs.ts);
// and guessing does not pay in quizzes (quiz-proofs.ts). It also prints the building curve and fails
// when a later chapter asks for less building than the one before it (building-curve.ts).
import { course, projects } from './index';
import { checkCourse, checkProjects, listExercises, listProjectExercises } from './check';
import { numberProblems, ratingsOf } from './taught-numbers';
import { puzzleFromExercise } from '../puzzle/index';
import { solveLevel } from '../solver';
import { faultPlan } from './fault-exercise';
import { courseIdeaProblems } from './idea-order';
import { curveDips, formatBuildingCurve, piecesPlaced } from './building-curve';
import { describeGoalProofs, proveGoals } from './goal-proofs';
import { describeLongestOption, failureTextProblems, longestOptionProblems, longestOptionReport } from './quiz-proofs';

const all = [...listExercises(course), ...listProjectExercises(projects)];
const ratings = ratingsOf(all.map((x) => x.exercise));
const goalProofs = proveGoals(all);
const longest = longestOptionReport(all);
const chapterCurve = course.chapters.map((chapter, c) => piecesPlaced(`chapter ${c + 1}`, chapter.levels));
const problems = [
  ...checkCourse(course),
  ...courseIdeaProblems(listExercises(course), Object.values(projects).map((project) => listProjectExercises({ [project.code]: project }))),
  ...checkProjects(projects),
  ...all.flatMap(({ label, exercise }) => numberProblems(exercise, ratings).map((p) => `${label}: ${p}`)),
  ...all.flatMap(({ label, exercise }) => {
    if (exercise.exerciseType !== 'circuit') return [];
    const result = solveLevel(puzzleFromExercise(exercise));
    return result.status === 'solved' ? [] : [`${label}: the solver finds no solution with the tray (${result.status})`];
  }),
  ...goalProofs.problems,
  ...longestOptionProblems(longest),
  ...failureTextProblems(all),
  ...curveDips(chapterCurve),
];
console.log(`content:check: goal proofs: ${describeGoalProofs(goalProofs)}.`);
console.log(`content:check: quizzes: ${describeLongestOption(longest)}.`);
const total = all.length;
console.log('Building curve:');
console.log(
  formatBuildingCurve([
    ...chapterCurve,
    ...Object.values(projects).map((project) => piecesPlaced(`project ${project.code}`, project.levels)),
  ]),
);
// Each fault exercise's star bar, from the planner (checkFault proved it finite).
for (const { label, exercise } of all) {
  if (exercise.exerciseType !== 'fault' || problems.some((p) => p.startsWith(label))) continue;
  const { fewest, table } = faultPlan(exercise);
  const suspects = new Set(table.candidates.map((c) => `${c.row},${c.col}`)).size;
  console.log(`fault: ${label}: identifiable among ${suspects} suspect part(s); fewest measurements ${fewest}`);
}
if (problems.length === 0) {
  const circuits = all.filter((x) => x.exercise.exerciseType === 'circuit').length;
  console.log(
    `content:check: all ${total} exercises in ${course.chapters.length} chapters and ${Object.keys(projects).length} project(s) pass; ` +
      `every taught number matches the engine; the solver solves all ${circuits} circuit exercises.`,
  );
} else {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error(`content:check: ${problems.length} problem(s) in ${total} exercises.`);
  process.exitCode = 1;
}
