// Runs the engine after every grid change (docs/product.md "How screens behave", Circuit exercise). In
// a worker when the browser has one, else on the page (the engine then loads on demand, so it is not in
// the page's own bundle twice). Once the worker has shown a board quick to solve, edits are solved on
// the page in the render that shows them, so a drop and its bulbs arrive in the same frame
// (page-solve-policy.ts). Bulbs start OFF. A solve that throws is logged and every bulb shows OFF
// (docs/product.md "Rules and their texts", Simulation failure). The worker gets one request at a
// time: while it solves, newer grids wait and only the latest is sent next, so a knob being dragged
// or a light slider being moved re-solves as fast as the engine can and the last position always wins.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { activeSides, type Grid, type SimulationRequest, type SimulationResult } from '../../../engine/index';
import { flowPaths, type CellFlow } from './flow-paths';
import { PAGE_SOLVE_MS, PageSolvePolicy } from './page-solve-policy';
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

type Simulate = typeof import('./page-engine').simulate;

/** One solve of `grid` with `simulate`, and how long it took. */
function solveWith(simulate: Simulate, grid: Grid, context: LiveContext): { live: LiveSimulation; ms: number } {
  const { inputs, ...rest } = context;
  const start = performance.now();
  let live: LiveSimulation;
  try {
    const result = simulate({ ...inputs, grid, probe: true, ...rest });
    live = liveFrom(grid, { result, flows: flowPaths(grid, result.traces, activeSides) });
  } catch (error) {
    live = liveFrom(grid, { error });
  }
  return { live, ms: performance.now() - start };
}

/** Solves on the page without a worker (the engine loads on demand). */
async function simulateHere(grid: Grid, context: LiveContext): Promise<LiveSimulation> {
  try {
    const { simulate } = await import('./page-engine');
    return solveWith(simulate, grid, context).live;
  } catch (error) {
    return liveFrom(grid, { error });
  }
}

/** The engine on the page, once loaded and warmed up (a cold first solve is several times slower). */
let pageEngine: Simulate | null = null;
let pageEngineLoading = false;
const WARM_UP_SOLVES = 4;

/** Idle time, or a moment later where the browser has no idle callbacks. */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

/**
 * Loads the engine onto the page and solves `grid` a few times in idle moments, one solve each, until
 * a solve is quick; only then may edits be solved on the page. Never in the way of the first screen
 * or a drag: it starts after the worker's first quick reply, and each idle task is one small solve.
 */
function warmPageEngine(grid: Grid, context: LiveContext): void {
  if (pageEngine || pageEngineLoading) return;
  pageEngineLoading = true;
  import('./page-engine').then(
    ({ simulate }) => {
      let tries = 0;
      const attempt = () => {
        if (solveWith(simulate, grid, context).ms <= PAGE_SOLVE_MS) pageEngine = simulate;
        else if (++tries < WARM_UP_SOLVES) whenIdle(attempt);
      };
      whenIdle(attempt);
    },
    () => undefined, // the worker goes on solving
  );
}

interface Numbered {
  /** Which edit of the board it shows: a later one wins. */
  id: number;
  live: LiveSimulation;
}

/** `context` must keep its identity while the exercise does (a new one re-solves). */
export function useLiveSimulation(grid: Grid, context: LiveContext = NO_CONTEXT): LiveSimulation {
  const [fromWorker, setFromWorker] = useState<Numbered>({ id: 0, live: START });
  const worker = useRef<Worker | null>(null);
  const edits = useRef(0);
  const latest = useRef({ id: 0, grid, context });
  /** The request the worker is solving (null: idle); `waiting` is the newest one to send next. */
  const solving = useRef<SimulationRequestMessage | null>(null);
  const waiting = useRef<SimulationRequestMessage | null>(null);
  const [policy] = useState(() => new PageSolvePolicy());
  const lastFromPage = useRef<Numbered>({ id: 0, live: START });

  // Each new board or context is the next edit; solved here, in this render, when it is quick. The
  // render only solves: the edit's number and the solve's time are recorded when it commits (below).
  const edit = useMemo(() => {
    const engine = pageEngine;
    return { solvedHere: engine && policy.solveOnPage() ? solveWith(engine, grid, context) : null };
  }, [grid, context, policy]);

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
      if ('result' in reply && policy.workerSolved(reply.ms)) warmPageEngine(solved.grid, latest.current.context);
      setFromWorker({ id: reply.id, live: liveFrom(solved.grid, 'result' in reply ? reply : { error: reply.error }) });
    };
    created.onerror = (event) => {
      // The worker itself failed (not a solve): fall back to solving on the page from now on.
      console.error('Simulation worker failed; solving on the page.', event.message);
      solving.current = null;
      worker.current = null;
      const { id, grid, context } = latest.current;
      void simulateHere(grid, context).then((next) => {
        if (latest.current.id === id) setFromWorker({ id, live: next });
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
  }, [policy]);

  // A layout effect, so the request leaves as soon as the new grid is committed and the worker solves
  // while the page lays out and paints the drop; a passive effect waits for that frame first (Preact
  // runs it after the next paint), which put a whole frame between a drop and its bulbs
  // (docs/performance.md "Drop → bulbs").
  useLayoutEffect(() => {
    const id = ++edits.current;
    latest.current = { id, grid, context };
    if (edit.solvedHere) {
      policy.pageSolved(edit.solvedHere.ms);
      lastFromPage.current = { id, live: edit.solvedHere.live };
      waiting.current = null; // an older board's solve is no longer wanted
      return;
    }
    const request: SimulationRequestMessage = { id, grid, ...context };
    if (worker.current && solving.current) waiting.current = request;
    else if (worker.current) {
      solving.current = request;
      worker.current.postMessage(request);
    } else
      void simulateHere(grid, context).then((next) => {
        if (latest.current.id === id) setFromWorker({ id, live: next });
      });
  }, [edit, grid, context, policy]);

  // The newest solve there is: this edit's own when it was solved here, else the later of the
  // worker's and the page's last (a board the page found slow keeps its last lights until the worker's).
  if (edit.solvedHere) return edit.solvedHere.live;
  return fromWorker.id >= lastFromPage.current.id ? fromWorker.live : lastFromPage.current.live;
}
