// Entry of each worker thread of the pool (work-pool.ts): the server is TypeScript run by tsx, so the
// thread registers tsx's loader before importing the task module. Piscina calls the default export.
import { register } from 'tsx/esm/api';

register();
const { runHeavyTask } = await import('./heavy-tasks.ts');

export default function run(task) {
  return runHeavyTask(task);
}
