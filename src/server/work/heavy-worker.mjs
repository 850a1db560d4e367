// Entry of each worker thread of the pool (work-pool.ts) when the server runs from its TypeScript
// sources (tests, `npm run dev`): the thread registers tsx's loader before importing the task module.
// The built server (`npm start`, scripts/build-server.mjs) uses heavy-worker-entry.ts bundled to plain
// JavaScript instead, so no tsx and no esbuild child runs in production. Piscina calls the default export.
import { register } from 'tsx/esm/api';

register();
const { runHeavyJob } = await import('./heavy-worker-entry.ts');

export default runHeavyJob;
