// `npm run content:check`: runs every content check against the real engine and names each broken
// exercise; exit status 1 when anything is wrong, so an author sees at once what to fix.
import { course, projects } from './index';
import { checkCourse, checkProjects, listExercises, listProjectExercises } from './check';
import { engineJudge } from './engine-judge';

const problems = [...checkCourse(course, engineJudge), ...checkProjects(projects, engineJudge)];
const total = listExercises(course).length + listProjectExercises(projects).length;
if (problems.length === 0) {
  console.log(`content:check: all ${total} exercises in ${course.chapters.length} chapters and ${Object.keys(projects).length} project(s) pass.`);
} else {
  for (const problem of problems) console.error(`✗ ${problem}`);
  console.error(`content:check: ${problems.length} problem(s) in ${total} exercises.`);
  process.exitCode = 1;
}
