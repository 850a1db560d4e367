// Which scenario the board plays now (docs/architecture.md "Playing the input parts"): whether the
// board's live inputs are a scenario's right now (then its goal is judged against the live lights, and
// the hint ladder and "Why?" read that goal). Pure: no React, no DOM. The words are components/circuit/scenario-words.ts.
import type { Scenario } from '../../../../api/index';
import { SCENARIO_INPUT_FIELDS, withDefaults, type Cell, type GoalEntry, type Grid } from '../../../../engine/index';
import { isHeld, type BoardInputsState } from '../../../components/circuit/board-inputs';

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

/**
 * Whether the board plays the scenario now: every button held or released as it says, every knob turned
 * where it says and the board's light at its level. With no button on the grid, what the learner or the
 * last "Try it" set still counts; a knob the grid lacks cannot disagree.
 */
export function scenarioIsOn(inputs: Scenario['inputs'], state: BoardInputsState, grid: Grid): boolean {
  return SCENARIO_INPUT_FIELDS.every(({ name, on, readBy }) => {
    const wanted = inputs[name];
    if (wanted === undefined) return true;
    if (on === 'board') return typeof wanted === 'number' && close(state.board[name] ?? NaN, wanted);
    const cells = grid.flatMap((line, row) => line.flatMap((cell, col) => (cell && readBy.includes(cell.type) ? [{ cell, row, col }] : [])));
    if (on === 'state') {
      if (cells.length === 0) return (state.pinned ?? state.held.length > 0) === wanted;
      return cells.every(({ row, col }) => isHeld(state, { row, col }) === wanted);
    }
    return cells.every(({ cell }) => {
      const value = (withDefaults(cell) as Cell & Record<string, unknown>)[name];
      return typeof value === 'number' && typeof wanted === 'number' && close(value, wanted);
    });
  });
}

/**
 * Whether the board has a part for every button and knob the scenario sets. Without one the scenario
 * still plays (nothing disagrees with it), but its goal is not yet a verdict on the learner's circuit:
 * an empty board reads 0 V, which is not "Goal met" for "Knob at 0 %".
 */
export function scenarioPartsPlaced(inputs: Scenario['inputs'], grid: Grid): boolean {
  return SCENARIO_INPUT_FIELDS.every(({ name, on, readBy }) => {
    if (on === 'board' || inputs[name] === undefined) return true;
    return grid.some((line) => line.some((cell) => cell !== null && readBy.includes(cell.type)));
  });
}

/** The scenario the board plays now: the one last tried while it still holds, else the first that matches, else -1. */
export function scenarioOnNow(scenarios: readonly Scenario[], state: BoardInputsState, grid: Grid, tried = -1): number {
  if (tried >= 0 && tried < scenarios.length && scenarioIsOn(scenarios[tried].inputs, state, grid)) return tried;
  return scenarios.findIndex((s) => scenarioIsOn(s.inputs, state, grid));
}

/**
 * The board's settings now, for the inputs the scenarios set: the light level, the buttons (when all are
 * held or all released) and the knobs (when all are at one place). An input the board has no part for
 * yet, or whose parts disagree, is left out. The panel says these when no scenario is on.
 */
export function boardSettingsNow(scenarios: readonly Scenario[], state: BoardInputsState, grid: Grid): Scenario['inputs'] {
  const now: Record<string, number | boolean> = {};
  for (const { name, on, readBy } of SCENARIO_INPUT_FIELDS) {
    if (!scenarios.some((s) => s.inputs[name] !== undefined)) continue;
    if (on === 'board') {
      const value = state.board[name];
      if (value !== undefined) now[name] = value;
      continue;
    }
    const cells = grid.flatMap((line, row) => line.flatMap((cell, col) => (cell && readBy.includes(cell.type) ? [{ cell, row, col }] : [])));
    const values = cells.map(({ cell, row, col }) => (on === 'state' ? isHeld(state, { row, col }) : (withDefaults(cell) as Cell & Record<string, unknown>)[name]));
    const first = values[0];
    if ((typeof first === 'number' || typeof first === 'boolean') && values.every((v) => v === first)) now[name] = first;
  }
  return now;
}

/** The goal the screen shows, checks live and explains: the one goal, or the scenario on now (else the first). */
export function goalShown(exercise: { goal?: readonly GoalEntry[]; scenarios?: readonly Scenario[] }, onNow: number): GoalEntry[] {
  if (!exercise.scenarios || exercise.scenarios.length === 0) return [...(exercise.goal ?? [])];
  return [...exercise.scenarios[Math.max(0, onNow)].goal];
}

