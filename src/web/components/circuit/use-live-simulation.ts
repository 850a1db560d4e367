// Runs the engine in the page after every grid change (spec section 4 "Circuit exercise"). A solve
// that throws is logged and every bulb shows OFF (spec section 8 "Simulation failure").
import { useMemo } from 'react';
import { activeSides, simulate, type Grid, type SimulationResult } from '../../../engine/index';
import { flowPaths, type CellFlow } from './flow-paths';

export interface LiveSimulation {
  result: SimulationResult;
  flows: Map<string, CellFlow>;
  shortCircuit: boolean;
  /** The solve threw: the page shows every bulb OFF. */
  failed: boolean;
}

const ALL_OFF: SimulationResult = { bulbs: {}, bulbCurrents: {}, star: false, probeData: null, traces: [], bulbEvents: [], warnings: [], diagnostics: [] };

export function runSimulation(grid: Grid): LiveSimulation {
  try {
    const result = simulate({ grid, probe: true });
    for (const line of result.diagnostics) console.info(line);
    return { result, flows: flowPaths(grid, result.traces, activeSides), shortCircuit: result.warnings.includes('short-circuit'), failed: false };
  } catch (error) {
    console.error('Simulation failed; all bulbs set OFF.', error);
    return { result: ALL_OFF, flows: new Map(), shortCircuit: false, failed: true };
  }
}

export function useLiveSimulation(grid: Grid): LiveSimulation {
  return useMemo(() => runSimulation(grid), [grid]);
}
