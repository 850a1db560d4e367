// Runs the engine after every grid change (docs/product.md "How screens behave", Circuit exercise), in a worker when the
// browser has one, else on the page (the engine then loads on demand, so it is not in the page's own
// bundle twice). Bulbs start OFF. A solve that throws is logged
// and every bulb shows OFF (docs/product.md "Rules and their texts", Simulation failure). The worker gets one request at a
// time: while it solves, newer grids wait and only the latest is sent next, so a knob being dragged
// or a light slider being moved re-solves as fast as the engine can and the last position always wins.
import { useLayoutEffect, useRef, useState } from 'react';
import { activeSides } from '../../../engine/rotate';
import type { Grid, SimulationRequest, SimulationResult } from '../../../engine/types';
import { flowPaths, type CellFlow } from './flow-paths';
import type { SimulationReplyMessage, SimulationRequestMessage } from './simulation.worker';

export interface LiveSimulation {
  result: SimulationResult;
  flows: Map<string, CellFlow>;
  shortCircuit: boolean;
  /** The solve threw: the page shows every bulb OFF. */
  failed: boolean;
}

const ALL_OFF: SimulationResult = { bulbs: {}, bulbCurrents: {}, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], explanations: [], diagnostics: [] };
const NO_CONTEXT: LiveContext = {};
const START: LiveSimulation = { result: ALL_OFF, flows: new Map(), shortCircuit: false, failed: false };

/** The page's view of one engine result (or failure) for `grid`. */
export function liveFrom(grid: Grid, outcome: { result: SimulationResult; flows?: Map<string, CellFlow> } | { error: unknown }): LiveSimulation {
  if ('error' in outcome) {
    console.error('Simulation failed; all bulbs set OFF.', outcome.error);
    return { ...START, failed: true };
  }
  const { result } = outcome;
  for (const line of result.diagnostics) console.info(line);
  return { result, flows: outcome.flows ?? flowPaths(grid, result.traces, activeSides), shortCircuit: result.warnings.includes('short-circuit'), failed: false };
}

/** What the exercise adds to each solve: its goal and the pieces the learner cannot change. */
export interface LiveContext {
  goal?: SimulationRequest['goal'];
  locked?: SimulationRequest['locked'];
  /** The board's inputs the learner sets (the light level), by request field. */
  inputs?: Readonly<Record<string, number>>;
}

async function simulateHere(grid: Grid, context: LiveContext): Promise<LiveSimulation> {
  try {
    const { simulate } = await import('../../../engine/simulate');
    const { inputs, ...rest } = context;
    return liveFrom(grid, { result: simulate({ ...inputs, grid, probe: true, ...rest }) });
  } catch (error) {
    return liveFrom(grid, { error });
  }
}

/** `context` must keep its identity while the exercise does (a new one re-solves). */
export function useLiveSimulation(grid: Grid, context: LiveContext = NO_CONTEXT): LiveSimulation {
  const [live, setLive] = useState<LiveSimulation>(START);
  const worker = useRef<Worker | null>(null);
  const latest = useRef({ id: 0, grid, context });
  /** The request the worker is solving (null: idle); `waiting` is the newest one to send next. */
  const solving = useRef<SimulationRequestMessage | null>(null);
  const waiting = useRef<SimulationRequestMessage | null>(null);

  useLayoutEffect(() => {
    if (typeof Worker === 'undefined') return;
    const created = new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
    created.onmessage = (event: MessageEvent<SimulationReplyMessage>) => {
      const reply = event.data;
      const solved = solving.current;
      solving.current = waiting.current;
      waiting.current = null;
      if (solving.current) created.postMessage(solving.current);
      // While a knob is dragged the newest grid keeps changing: the lights show each solve as it comes.
      if (solved?.id !== reply.id) return;
      setLive(liveFrom(solved.grid, 'result' in reply ? reply : { error: reply.error }));
    };
    created.onerror = (event) => {
      // The worker itself failed (not a solve): fall back to solving on the page from now on.
      console.error('Simulation worker failed; solving on the page.', event.message);
      solving.current = null;
      worker.current = null;
      const { id, grid, context } = latest.current;
      void simulateHere(grid, context).then((next) => {
        if (latest.current.id === id) setLive(next);
      });
    };
    // A layout effect declared before the grid's (below), so that effect's first request already goes here.
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
      solving.current = null;
      waiting.current = null;
    };
  }, []);

  // A layout effect, so the request leaves as soon as the new grid is committed and the worker solves
  // while the page lays out and paints the drop; a passive effect waits for that frame first (Preact
  // runs it after the next paint), which put a whole frame between a drop and its bulbs
  // (docs/performance.md "Drop → bulbs").
  useLayoutEffect(() => {
    latest.current = { id: latest.current.id + 1, grid, context };
    const id = latest.current.id;
    const request: SimulationRequestMessage = { id, grid, ...context };
    if (worker.current && solving.current) waiting.current = request;
    else if (worker.current) {
      solving.current = request;
      worker.current.postMessage(request);
    } else
      void simulateHere(grid, context).then((next) => {
        if (latest.current.id === id) setLive(next);
      });
  }, [grid, context]);

  return live;
}
