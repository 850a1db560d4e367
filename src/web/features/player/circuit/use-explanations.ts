// The circuit screen's explanations and hint ladder (docs/explanations.md): what explanation is on show
// and which cells it outlines, the failed checks that open the ladder, and each rung's action. An
// explanation stays on show until the grid changes (GridState.version), so it never describes a grid
// that is no longer there.
import { useMemo, useRef, useState, type Dispatch } from 'react';
import type { CircuitExercise } from '../../../../api/index';
import { pieceKey, type Cell, type Grid, type ParamName, type SimulationResult } from '../../../../engine/index';
import { componentLabel } from '../../../components/component-art/component-art';
import { cellKey, type GridAction, type TrayItem } from '../../../components/circuit/grid-state';
import { explanationForGoal, explanationForLight, type ShownExplanation } from '../../../components/explanation/pick-explanation';
import { tipHint, verdictHint } from './hint-text';
import type { PieceHintReply } from '../api/piece-hint';
import type { AttemptFeedback } from '../shared/attempt-feedback';
import type { HintRung } from './hint-ladder';

interface Shown {
  explanation: ShownExplanation;
  heading: string;
  /** The grid version it describes. */
  version: number;
}

export interface ExplanationOptions {
  exercise: CircuitExercise;
  version: number;
  result: SimulationResult;
  grid: Grid;
  dispatch: Dispatch<GridAction>;
  askPiece?: (grid: Grid) => Promise<PieceHintReply>;
}

/** The tray item that is this piece (same type and values: the catalogue's piece identity). */
function trayIndexFor(tray: readonly TrayItem[], cell: Pick<Cell, 'type' | ParamName>): number {
  return tray.findIndex((item) => pieceKey(item) === pieceKey(cell));
}

export function useExplanations({ exercise, version, result, grid, dispatch, askPiece }: ExplanationOptions) {
  const [failedChecks, setFailedChecks] = useState(0);
  const [rungsUsed, setRungsUsed] = useState(0);
  const [pieceUsed, setPieceUsed] = useState(false);
  const [hintBusy, setHintBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const [checkLead, setCheckLead] = useState<ShownExplanation | null>(null);
  const latest = useRef({ result, version, grid });
  latest.current = { result, version, grid };

  const visible = shown && shown.version === version ? shown : null;
  const cells = useMemo(() => new Set(visible?.explanation.cells.map(cellKey) ?? []), [visible]);
  const show = (explanation: ShownExplanation, heading: string, at = latest.current.version) => setShown({ explanation, heading, version: at });

  /** Wraps Check: a failed verdict counts, and leads with the first wrong light's explanation. */
  const judged = (submit: (grid: Grid) => Promise<AttemptFeedback>) => async (checked: Grid): Promise<AttemptFeedback> => {
    const { result: atCheck, version: checkedVersion } = latest.current;
    const verdict = await submit(checked);
    if (verdict.correct) {
      setCheckLead(null);
      // A piece placed by the hint ladder costs the star (the server enforces it for points).
      return pieceUsed ? { ...verdict, starAchieved: false } : verdict;
    }
    setFailedChecks((n) => n + 1);
    // The overlay's one explanation: the first wrong goal light's (a light not on the grid is already
    // said by the verdict's own line, so it gets none).
    const found = explanationForGoal(atCheck, exercise.goal ?? []);
    const lead = found && found.kind !== 'missing' ? found : null;
    setCheckLead(lead);
    if (lead) show(lead, 'Why it is not right yet', checkedVersion);
    return verdict;
  };

  const why = (light: string) => {
    const found = explanationForLight(latest.current.result, light);
    if (found) show(found, 'Why?');
  };

  const hint = async (rung: HintRung) => {
    if (rung === 'why') {
      show(verdictHint(latest.current.result, exercise.goal ?? [], (exercise.scenarios?.length ?? 0) > 0), 'Hint 1 of 3');
      setRungsUsed(1);
    } else if (rung === 'tip') {
      dispatch({ kind: 'replay-tips' });
      show(tipHint(latest.current.result, exercise), 'Hint 2 of 3: the tip');
      setRungsUsed(2);
    } else if (askPiece) {
      await placePiece(askPiece);
    }
  };

  const placePiece = async (ask: (grid: Grid) => Promise<PieceHintReply>) => {
    setHintBusy(true);
    try {
      const { hint: piece, starForfeited } = await ask(latest.current.grid);
      const noStar = starForfeited ? ' The star can no longer be collected on this exercise.' : '';
      const next = latest.current.version + 1;
      if (piece.kind === 'place') {
        const { row, col, ...cell } = piece.placement;
        dispatch({ kind: 'hint-place', itemIndex: trayIndexFor(exercise.inventory, cell), to: { row, col }, cell });
        const message = `Here is one piece: the ${componentLabel(cell.type).toLowerCase()} at row ${row + 1}, column ${col + 1}.${noStar}`;
        show({ kind: 'missing', cells: [{ row, col }], message, light: '' }, 'Hint 3 of 3', next);
      } else if (piece.kind === 'toggle') {
        const { row, col } = piece.toggle;
        dispatch({ kind: 'tap', at: { row, col } });
        show({ kind: 'missing', cells: [{ row, col }], message: `The switch at row ${row + 1}, column ${col + 1} needed flipping.${noStar}`, light: '' }, 'Hint 3 of 3', next);
      } else {
        show(verdictHint(latest.current.result, exercise.goal ?? []), 'Hint 3 of 3');
      }
      setPieceUsed(true);
      setRungsUsed(3);
    } catch (error) {
      console.error('The piece hint failed', error);
      show({ kind: 'missing', cells: [], message: 'The hint could not be fetched just now. Try again in a moment.', light: '' }, 'Hint 3 of 3');
    } finally {
      setHintBusy(false);
    }
  };

  return {
    failedChecks,
    rungsUsed,
    hintBusy,
    shown: visible,
    cells,
    checkLead,
    judged,
    why,
    hint: (rung: HintRung) => void hint(rung),
    close: () => setShown(null),
  };
}
