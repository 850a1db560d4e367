// The generated level at a glance: its name, tags and task line, the goal bulbs with the status each must show,
// the grid with its pre-placed pieces (the shared circuit art), the tray the learner places from, and
// the generator's notes. Read-only: playing happens in the player, editing in the level creator.
import type { LevelInput } from '../../../api/index';
import { displayName } from '../../../engine/index';
import { PieceArt } from '../../components/circuit/piece-art';
import { describeCell, describePiece } from '../../components/circuit/piece-label';
import styles from './level-preview.module.css';
import { previewTrayCell } from './preview-cells';

interface LevelPreviewProps {
  level: LevelInput;
  notes: string[];
}


/** Goal bulbs with the status each must show (a scenario's, or the level's own). */
function GoalBulbs({ goal, label }: { goal: LevelInput['goal']; label: string }) {
  return (
    <ul className={styles.goals} aria-label={label}>
      {goal.map((g) => (
        <li key={g.type} className={styles.goal} data-goal={g.type} aria-label={`${displayName(g.type)} ${g.status}`}>
          <span className={styles.goalArt}>
            <PieceArt cell={{ type: g.type, rotation: 0 }} artStyle="photo" bulbState={g.status} />
          </span>
          <span className={[styles.badge, styles[g.status]].join(' ')}>{g.status}</span>
        </li>
      ))}
    </ul>
  );
}

export function LevelPreview({ level, notes }: LevelPreviewProps) {
  const { gridCol: cols, gridRow: rows } = level.metadata;
  const at = new Map(level.prePlacedComponents.map((p) => [`${p.row},${p.col}`, p]));
  return (
    <section className={styles.preview} aria-labelledby="generated-level-name">
      <header className={styles.head}>
        <h2 id="generated-level-name" className={styles.name}>
          {level.name}
        </h2>
        <ul className={styles.tags} aria-label="Tags">
          {level.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        {level.description && (
          <p className={styles.instruction} data-testid="generated-instruction">
            {level.description}
          </p>
        )}
      </header>

      <div className={styles.body}>
        <div className={[styles.block, styles.goalArea].join(' ')}>
          <h3 className={styles.heading}>Goal</h3>
          {level.scenarios ? (
            // A scenario level is judged once per setting (a button held and let go): each with its own goal.
            <ul className={styles.scenarios} aria-label="Scenarios">
              {level.scenarios.map((scenario) => (
                <li key={scenario.label} className={styles.scenario}>
                  <span className={styles.scenarioLabel}>{scenario.label}</span>
                  <GoalBulbs goal={scenario.goal} label={`Goal bulbs: ${scenario.label}`} />
                </li>
              ))}
            </ul>
          ) : (
            <GoalBulbs goal={level.goal} label="Goal bulbs" />
          )}
        </div>

        <div className={[styles.block, styles.gridArea].join(' ')}>
          <h3 className={styles.heading}>
            Grid <span className={styles.size}>{cols}×{rows}</span>
          </h3>
          <div className={styles.scroller}>
            <div role="grid" aria-label="Generated circuit grid" className={styles.grid} style={{ ['--cols' as string]: cols, ['--rows' as string]: rows }}>
              {Array.from({ length: rows }, (_, row) => (
                <div role="row" key={row} className={styles.row}>
                  {Array.from({ length: cols }, (_, col) => {
                    const piece = at.get(`${row},${col}`);
                    return (
                      <div
                        role="gridcell"
                        key={col}
                        className={[styles.cell, piece ? styles.filled : ''].join(' ')}
                        aria-label={describeCell(row, col, piece ? describePiece(piece) : null)}
                        data-type={piece?.type}
                      >
                        {piece && <PieceArt cell={piece} artStyle="photo" bulbState="OFF" />}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
        </div>

        <div className={[styles.block, styles.trayArea].join(' ')}>
          <h3 className={styles.heading}>Parts tray</h3>
          <ul className={styles.tray} aria-label="Parts tray">
            {level.draggableItems.map((item, index) => {
              const cell = previewTrayCell(item);
              return (
                <li key={index} className={styles.item} data-type={item.type} aria-label={`${describePiece(cell)}, ${item.itemCount} to place`}>
                  <span className={styles.itemArt}>
                    <PieceArt cell={cell} artStyle="photo" bulbState="OFF" />
                  </span>
                  <span className={styles.count} aria-hidden="true">
                    ×{item.itemCount}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>

        <div className={[styles.block, styles.notesArea].join(' ')}>
          <h3 className={styles.heading}>What the generator understood</h3>
          <ul className={styles.notes} aria-label="Generator notes">
            {notes.map((note, index) => (
              // What the level leaves out of the goal stands out, so a teacher sees it at a glance.
              <li key={index} className={note.startsWith('Left out: ') ? styles.leftOut : undefined}>
                {note}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
