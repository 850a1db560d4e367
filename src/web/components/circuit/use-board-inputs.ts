// The player's live inputs as React state (board-inputs.ts): held buttons let go when the window loses
// focus (a finger or key can be lifted outside the page), and `tryScenario` sets a scenario's inputs on
// the board and its knob values on the grid in one go (the scenario panel's "Try it").
import { useCallback, useEffect, useReducer } from 'react';
import type { ParamName } from '../../../engine/index';
import { boardInputsReducer, initialBoardInputs, scenarioTurns, type BoardInputsAction, type BoardInputsState, type ScenarioInputs } from './board-inputs';

export interface BoardInputsControl {
  state: BoardInputsState;
  dispatch(action: BoardInputsAction): void;
  /** Every button, knob and board input as the scenario says. */
  tryScenario(inputs: ScenarioInputs): void;
}

/** `turnAll` sets knob values on the grid (the grid reducer's `turn-all`); `start`: the board inputs to open on. */
export function useBoardInputs(turnAll: (values: Partial<Record<ParamName, number>>) => void, start?: ScenarioInputs): BoardInputsControl {
  const [state, dispatch] = useReducer(boardInputsReducer, start, initialBoardInputs);
  useEffect(() => {
    const letGo = () => dispatch({ kind: 'release-all' });
    window.addEventListener('blur', letGo);
    return () => window.removeEventListener('blur', letGo);
  }, []);
  const tryScenario = useCallback(
    (inputs: ScenarioInputs) => {
      dispatch({ kind: 'scenario', inputs });
      const turns = scenarioTurns(inputs);
      if (Object.keys(turns).length > 0) turnAll(turns);
    },
    [turnAll],
  );
  return { state, dispatch, tryScenario };
}
