// "See a solution": the solver's answer drawn as a small read-only grid, the pieces the learner would
// place (and switches they would flip) outlined, bulbs lit as the engine computes them. Or, when the
// tray cannot meet the goal, docs/product.md's 'No solution found with this tray'.
import { Loader2 } from 'lucide-react';
import { isLight, type BulbState } from '../../../../engine/index';
import { Overlay } from '../../../components/overlay';
import { Button } from '../../../components/button';
import { PieceArt } from '../../../components/circuit/piece-art';
import { describePiece } from '../../../components/circuit/piece-label';
import type { SolutionState } from '../api/use-solution';
import styles from './solution-dialog.module.css';
import dialog from './dialogs.module.css';

export const NO_SOLUTION = 'No solution found with this tray';

export function SolutionDialog({ state, onClose }: { state: SolutionState; onClose: () => void }) {
  return (
    <Overlay open label="A solution" onClose={onClose}>
      <div className={dialog.form}>
        <h2 className={dialog.title}>A solution</h2>
        <SolutionBody state={state} />
        <div className={dialog.actions}>
          <Button onClick={onClose}>Close</Button>
        </div>
      </div>
    </Overlay>
  );
}

function SolutionBody({ state }: { state: SolutionState }) {
  if (state.status !== 'done') {
    return (
      <p className={styles.searching} role="status">
        <Loader2 className={styles.spin} aria-hidden="true" /> Searching the tray for a solution…
      </p>
    );
  }
  const { outcome } = state;
  if (outcome.kind === 'solved-at-start') {
    return <p className={dialog.message} role="status">The goal is already met before the learner places anything. Move a piece from the grid into the inventory so there is something to solve.</p>;
  }
  if (outcome.kind === 'none' || outcome.kind === 'error') {
    return (
      <p className={[dialog.message, styles.none].join(' ')} role="status">
        {NO_SOLUTION}
        <span className={styles.why}>
          {outcome.kind === 'none' && outcome.gaveUp ? 'The search ran out of time before finding one; try a smaller tray.' : 'Add parts to the inventory, or change the goal.'}
        </span>
      </p>
    );
  }
  const bulbs = outcome.result.bulbs;
  return (
    <>
      <p className={dialog.message} role="status">
        The learner can meet the goal like this. Outlined pieces come from the inventory{outcome.toggled.length ? '; switches with a dot are flipped' : ''}.
      </p>
      <div role="img" aria-label="Solved grid" className={styles.grid} style={{ ['--cols' as string]: outcome.grid[0]?.length ?? 1 }}>
        {outcome.grid.flatMap((line, row) =>
          line.map((cell, col) => {
            const key = `${row}:${col}`;
            const bulbState: BulbState | undefined = cell && isLight(cell.type) ? bulbs[cell.type] ?? 'OFF' : undefined;
            return (
              <span
                key={key}
                className={[styles.cell, outcome.placed.includes(key) ? styles.placed : '', outcome.toggled.includes(key) ? styles.toggled : ''].join(' ')}
                title={cell ? describePiece(cell, bulbState) : undefined}
                data-solution-cell={cell?.type}
              >
                {cell && <PieceArt cell={cell} artStyle="photo" bulbState={bulbState} starLit={outcome.result.star} />}
              </span>
            );
          }),
        )}
      </div>
    </>
  );
}
