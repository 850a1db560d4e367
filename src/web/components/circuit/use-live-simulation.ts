// Runs the engine after every grid change (docs/product.md "How screens behave", Circuit exercise). In
// a worker when the browser has one, else on the page (the engine then loads on demand, so it is not in
// the page's own bundle twice). Once the worker has shown a board quick to solve, edits are solved on
// the page in the render that shows them, so a drop and its bulbs arrive in the same frame
// (PAGE_SOLVE_MS below). Bulbs start OFF. A solve that throws is logged and every bulb shows OFF
// (docs/product.md "Rules and their texts", Simulation failure). The worker gets one request at a
// time: while it solves, newer grids wait and only the latest is sent next, so a knob being dragged
// or a light slider being moved re-solves as fast as the engine can and the last position always wins.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
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

/**
 * A board the worker solves within this may be solved on the page instead, in the render that shows
 * the edit; solves over it there send the board back to the worker. Posting to the worker costs a
 * second render and a frame between the dropped piece and its bulbs, more than this on a cheap phone;
 * a course board solves in 0.1–2 ms on a laptop (docs/performance.md "Drop → bulbs").
 */
export const PAGE_SOLVE_MS = 12;

type Simulate = typeof import('../../../engine/simulate').simulate;
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
 * or a drag: it starts after the worker's first reply, and each idle task is one small solve.
 */
function warmPageEngine(grid: Grid, context: LiveContext): void {
  if (pageEngine || pageEngineLoading) return;
  pageEngineLoading = true;
  import('../../../engine/simulate').then(
    ({ simulate }) => {
      let tries = 0;
      const attempt = () => {
        const solved = solveWith(simulate, grid, context);
        if (solved.ms <= PAGE_SOLVE_MS) pageEngine = simulate;
        else if (++tries < WARM_UP_SOLVES) whenIdle(attempt);
      };
      whenIdle(attempt);
    },
    () => undefined, // the worker goes on solving
  );
}

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

/**
 * A board goes back to the worker after two solves over the page's budget in a row (one alone may be
 * a pause for garbage collection), or one far over it (a part that needs a long transient was added),
 * and the page tries again after that many quick solves in the worker (the machine was busy).
 */
const SLOW_SOLVES_TO_GIVE_UP = 2;
const FAR_OVER_BUDGET = 4;
const WORKER_SOLVES_BEFORE_RETRY = 8;

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
  /** Solve on the page: the worker found this board quick and the page has not found it slow. */
  const quickInWorker = useRef(false);
  const slowOnPage = useRef(0);
  const workerSolvesSinceGivingUp = useRef(0);
  const lastFromPage = useRef<Numbered>({ id: 0, live: START });

  // Each new board or context is the next edit; solved here, in this render, when it is quick.
  const edit = useMemo(() => {
    const id = ++edits.current;
    const here = pageEngine && quickInWorker.current && slowOnPage.current < SLOW_SOLVES_TO_GIVE_UP;
    const solved = here ? solveWith(pageEngine as Simulate, grid, context) : null;
    if (solved) {
      if (solved.ms > FAR_OVER_BUDGET * PAGE_SOLVE_MS) slowOnPage.current = SLOW_SOLVES_TO_GIVE_UP;
      else slowOnPage.current = solved.ms > PAGE_SOLVE_MS ? slowOnPage.current + 1 : 0;
      lastFromPage.current = { id, live: solved.live };
    }
    return { id, solvedHere: solved !== null };
  }, [grid, context]);

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
      if ('result' in reply && reply.ms <= PAGE_SOLVE_MS) {
        quickInWorker.current = true;
        warmPageEngine(solved.grid, latest.current.context);
        if (slowOnPage.current >= SLOW_SOLVES_TO_GIVE_UP && ++workerSolvesSinceGivingUp.current >= WORKER_SOLVES_BEFORE_RETRY) {
          slowOnPage.current = 0;
          workerSolvesSinceGivingUp.current = 0;
        }
      }
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
  }, []);

  // A layout effect, so the request leaves as soon as the new grid is committed and the worker solves
  // while the page lays out and paints the drop; a passive effect waits for that frame first (Preact
  // runs it after the next paint), which put a whole frame between a drop and its bulbs
  // (docs/performance.md "Drop → bulbs").
  useLayoutEffect(() => {
    const { id } = edit;
    latest.current = { id, grid, context };
    if (edit.solvedHere) {
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
  }, [edit, grid, context]);

  // The newest solve there is: this edit's own when it was solved here, else the later of the
  // worker's and the page's last (a board the page found slow keeps its last lights until the worker's).
  if (edit.solvedHere) return lastFromPage.current.live;
  return fromWorker.id >= lastFromPage.current.id ? fromWorker.live : lastFromPage.current.live;
}
