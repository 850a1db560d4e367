// Runs the solver off the main thread: searching a level's tray can take a second or two on a phone,
// and the creator's page (its grid, its buttons) must stay responsive meanwhile.
import type { LevelInput } from '../../../../api/index';
import { findSolution, type SolutionOutcome } from './find-solution';

export interface SolutionRequestMessage {
  id: number;
  level: LevelInput;
}
export type SolutionReplyMessage = { id: number; outcome: SolutionOutcome };

self.onmessage = (event: MessageEvent<SolutionRequestMessage>) => {
  const { id, level } = event.data;
  // The (message, options) form types under the DOM library and means the same inside a worker.
  self.postMessage({ id, outcome: findSolution(level) } satisfies SolutionReplyMessage, { transfer: [] });
};
