// Runs the engine off the main thread, so a slow transient solve (a capacitor charging over the
// 10 s window takes tenths of a second on a phone) never freezes dragging. One reply per request.
// Only what simulate needs: the engine's index also offers request validation and with it zod, which
// a worker that only ever receives the page's own grids does not need; the build drops the engine's
// modules nothing here uses (vite.config.ts, docs/performance.md).
import { activeSides, simulate, type Grid, type SimulationRequest, type SimulationResult } from '../../../engine/index';
import { flowPaths, type CellFlow } from './flow-paths';

export interface SimulationRequestMessage {
  id: number;
  grid: Grid;
  /** The exercise's goal and locked pieces, so the explanations point toward the goal (docs/explanations.md). */
  goal?: SimulationRequest['goal'];
  locked?: SimulationRequest['locked'];
  /** The board's inputs (the light level), by request field. */
  inputs?: Readonly<Record<string, number>>;
}
/**
 * `flows` (the current-flow animation's paths) are worked out here too, off the page's main thread;
 * `ms` is how long the solve took, which tells the page whether it may solve this board itself.
 */
export type SimulationReplyMessage = { id: number; result: SimulationResult; flows: Map<string, CellFlow>; ms: number } | { id: number; error: string };

self.onmessage = (event: MessageEvent<SimulationRequestMessage>) => {
  const { id, grid, goal, locked, inputs } = event.data;
  let reply: SimulationReplyMessage;
  try {
    const start = performance.now();
    const result = simulate({ ...inputs, grid, probe: true, goal, locked });
    const flows = flowPaths(grid, result.traces, activeSides);
    reply = { id, result, flows, ms: performance.now() - start };
  } catch (error) {
    reply = { id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  // The (message, options) form types under the DOM library and means the same inside a worker.
  self.postMessage(reply, { transfer: [] });
};
