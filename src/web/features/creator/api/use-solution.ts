// Asks the solver (in a worker when the browser has one, else on the page) for one solution of the
// level being built. A newer request supersedes an older one still running.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LevelInput } from '../../../../api/index';
import type { SolutionOutcome } from './find-solution';
import type { SolutionReplyMessage, SolutionRequestMessage } from './solution.worker';

export type SolutionState = { status: 'idle' } | { status: 'searching' } | { status: 'done'; outcome: SolutionOutcome };

export function useSolution() {
  const [state, setState] = useState<SolutionState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  const search = useCallback((level: LevelInput) => {
    const id = ++latest.current;
    setState({ status: 'searching' });
    const answer = (outcome: SolutionOutcome) => {
      if (id === latest.current) setState({ status: 'done', outcome });
    };
    const onPage = () => {
      // Let the spinner paint before the (blocking) search starts.
      setTimeout(() => void import('./find-solution').then(({ findSolution }) => answer(findSolution(level))), 30);
    };
    if (typeof Worker === 'undefined') return onPage();
    if (!worker.current) {
      worker.current = new Worker(new URL('./solution.worker.ts', import.meta.url), { type: 'module' });
    }
    const current = worker.current;
    current.onmessage = (event: MessageEvent<SolutionReplyMessage>) => {
      if (event.data.id === id) answer(event.data.outcome);
    };
    current.onerror = (event) => {
      console.error('Solver worker failed; solving on the page.', event.message);
      current.terminate();
      worker.current = null;
      onPage();
    };
    current.postMessage({ id, level } satisfies SolutionRequestMessage);
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return { state, search, reset };
}
