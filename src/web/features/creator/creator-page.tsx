// The level creator at /level-creator (docs/product.md "Screens", Level creator): name, settings, goal
// bulbs (or, when a part reads an input, a scenario goal: its editor loads lazily), the grid
// (live-simulated like the player's), the inventory and the catalog; Check test-plays
// the level at /level/test and Save publishes it (POST /api/levels). Open to signed-out visitors;
// only publishing needs an account. A teacher may instead assign it to one class without publishing
// (AssignToClass, docs/classes.md). The draft survives test plays and reloads (local storage).
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DndContext, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import { ClipboardPlus, Lightbulb, Play, Upload } from 'lucide-react';
import { AssignToClass } from '../../components/classes/assign-to-class';
import { CircuitGrid } from '../../components/circuit/circuit-grid';
import { PieceArt } from '../../components/circuit/piece-art';
import { useLiveSimulation } from '../../components/circuit/use-live-simulation';
import { useBulbPlayback } from '../../components/circuit/bulb-playback';
import { BOARD_AUTO_SCROLL, circuitCollisions, SCREEN_READER_INSTRUCTIONS, useCircuitSensors } from '../../components/circuit/circuit-dnd';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/document-title';
import { remainingInCatalog, type CellRef } from './model/creator-reducer';
import { toLevelInput } from './model/draft';
import { publishProblem, testProblem } from './model/rules';
import { useCreatorDraft } from './use-creator-draft';
import { useCreatorEdits } from './use-creator-edits';
import { publishLevel } from './api/publish-level';
import { useSolution } from './api/use-solution';
import { boardInputsOf, boardOf } from './model/board-view';
import type { CreatorDrag } from './parts/creator-dnd';
import { CreatorHeader } from './parts/creator-header';
import { GoalToggles, liveGoalStates } from './parts/goal-toggles';
import { PieceToolbar } from './parts/piece-toolbar';
import { InventoryPanel } from './parts/inventory-panel';
import { CatalogStrip } from './parts/catalog-strip';
import { SettingsDialog } from './parts/settings-dialog';
import { ValueDialog } from './parts/value-dialog';
import { SolutionDialog } from './parts/solution-dialog';
import { PublishDialog, type PublishState } from './parts/publish-dialog';
import { Notice } from './parts/notice';
import styles from './creator-page.module.css';

// Only levels whose parts read an input (a push button, a knob, the light) can have scenarios.
const ScenarioEditor = lazy(() => import('./parts/scenario-editor'));

export default function CreatorPage() {
  useDocumentTitle('Level creator');
  const navigate = useNavigate();
  const session = useSession();
  const { draft, canUndo, dispatch } = useCreatorDraft();
  const edits = useCreatorEdits(draft, dispatch);
  const solution = useSolution();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [publish, setPublish] = useState<PublishState>({ kind: 'closed' });
  const [selected, setSelected] = useState<CellRef | null>(null);
  const [dragging, setDragging] = useState<CreatorDrag | null>(null);
  const sensors = useCircuitSensors();

  const board = useMemo(() => boardOf(draft.grid), [draft.grid]);
  const live = useLiveSimulation(draft.grid);
  const bulbs = useBulbPlayback(live.result);
  const liveGoal = useMemo(() => liveGoalStates(bulbs), [bulbs]);
  const selectedCell = selected ? draft.grid[selected.row]?.[selected.col] ?? null : null;
  const hasInputs = useMemo(() => boardInputsOf(draft).length > 0, [draft]);
  const scenarioMode = draft.scenarios.length > 0;
  const startScenarios = () => void import('./model/scenario-edits').then((edits) => dispatch({ kind: 'scenarios', scenarios: edits.startScenarios(draft) }));

  const test = () => {
    const problem = testProblem(draft);
    if (problem) return setPublish({ kind: 'problem', message: problem });
    const level = toLevelInput(draft);
    void navigate('/level/test', { state: { level: { ...level, name: level.name || 'Untitled level' } } });
  };
  const save = async () => {
    const problem = publishProblem(draft, session.status !== 'signedOut');
    if (problem) return setPublish({ kind: 'problem', message: problem });
    setPublish({ kind: 'sending' });
    const outcome = await publishLevel(toLevelInput(draft));
    setPublish(outcome.ok ? { kind: 'published' } : { kind: 'failed', message: outcome.message });
  };
  const seeSolution = () => {
    setPublish({ kind: 'closed' });
    const problem = testProblem(draft);
    if (problem) return setPublish({ kind: 'problem', message: problem });
    solution.search(toLevelInput(draft));
  };
  const overlayCell = dragging?.kind === 'piece' ? draft.grid[dragging.from.row]?.[dragging.from.col] : dragging ? { type: dragging.type, rotation: 0 as const } : null;

  return (
    <div className={styles.screen} style={{ ['--rows' as string]: draft.rows, ['--cols' as string]: draft.cols }}>
      <CreatorHeader name={draft.name} onName={(name) => dispatch({ kind: 'set-name', name })} onSettings={() => setSettingsOpen(true)} onUndo={() => dispatch({ kind: 'undo' })} canUndo={canUndo} onExit={() => void navigate('/explore')} />
      <DndContext
        sensors={sensors}
        collisionDetection={circuitCollisions}
        autoScroll={BOARD_AUTO_SCROLL}
        onDragStart={({ active }: DragStartEvent) => setDragging((active.data.current as CreatorDrag | undefined) ?? null)}
        onDragEnd={(event) => {
          setDragging(null);
          edits.onDragEnd(event);
        }}
        onDragCancel={() => setDragging(null)}
        accessibility={{ screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
      >
        <main className={styles.body}>
          <section className={styles.goal} aria-labelledby="creator-goal">
            <h2 id="creator-goal" className={styles.heading}>
              Goal <span className={styles.sub}>{scenarioMode ? 'each scenario sets the inputs and wants its own lights' : 'tap a bulb: ON, then OFF'}</span>
            </h2>
            {(hasInputs || scenarioMode) && (
              <div className={styles.modes} role="group" aria-label="Kind of goal">
                <button type="button" aria-pressed={!scenarioMode} onClick={() => scenarioMode && dispatch({ kind: 'scenarios', scenarios: [] })}>
                  One goal
                </button>
                <button type="button" aria-pressed={scenarioMode} onClick={() => !scenarioMode && startScenarios()}>
                  Scenarios
                </button>
              </div>
            )}
            {scenarioMode ? (
              <Suspense fallback={<p className={styles.sub}>Loading the scenarios…</p>}>
                <ScenarioEditor draft={draft} onChange={(scenarios, typing) => dispatch({ kind: 'scenarios', scenarios, typing })} />
              </Suspense>
            ) : (
              <GoalToggles goal={draft.goal} live={liveGoal} onToggle={(type) => dispatch({ kind: 'goal-toggle', type })} onRemove={(type) => dispatch({ kind: 'goal-remove', type })} />
            )}
          </section>
          <section
            className={styles.board}
            aria-label="Puzzle grid"
            onFocus={(event) => {
              const { row, col } = (event.target as HTMLElement).dataset;
              if (row !== undefined && col !== undefined) setSelected({ row: Number(row), col: Number(col) });
            }}
            onKeyDown={(event) => {
              const cell = selected && draft.grid[selected.row]?.[selected.col];
              if ((event.key === 'v' || event.key === 'V') && cell && selected) edits.editValue({ kind: 'grid', at: selected });
            }}
          >
            <CircuitGrid
              board={board}
              artStyle="photo"
              bulbs={bulbs}
              starLit={live.result.star}
              flows={live.flows}
              label="Puzzle grid"
              onTap={edits.tap}
              onRotate={(at) => dispatch({ kind: 'rotate', at })}
              onRemove={(at) => dispatch({ kind: 'remove', at })}
            />
            <PieceToolbar
              at={selected}
              cell={selectedCell}
              onRotate={() => selected && dispatch({ kind: 'rotate', at: selected })}
              onToggle={() => selected && dispatch({ kind: 'tap', at: selected })}
              onEditValue={() => selected && edits.editValue({ kind: 'grid', at: selected })}
              onRemove={() => selected && dispatch({ kind: 'remove', at: selected })}
            />
            {live.shortCircuit && <p className={styles.warning} role="alert">Short circuit! The battery is connected straight across itself.</p>}
          </section>
          <section className={styles.inventory} aria-labelledby="creator-inventory">
            <h2 id="creator-inventory" className={styles.heading}>
              Inventory <span className={styles.sub}>what the learner places, 1–3 each</span>
            </h2>
            <InventoryPanel
              items={draft.inventory}
              canAddMore={(index) => remainingInCatalog(draft, draft.inventory[index].type) > 0}
              onCount={(index, count) => dispatch({ kind: 'inventory-count', index, count })}
              onRemove={(index) => dispatch({ kind: 'inventory-remove', index })}
              onEditValue={(index) => edits.editValue({ kind: 'inventory', index })}
            />
          </section>
          <section className={styles.catalog} aria-labelledby="creator-catalog">
            <h2 id="creator-catalog" className={styles.heading}>
              Catalog <span className={styles.sub}>drag onto the grid or the inventory, or press to place</span>
            </h2>
            <CatalogStrip remaining={(type) => remainingInCatalog(draft, type)} onPlace={(type) => edits.placeOnGrid(type)} onAddToInventory={edits.addToInventory} />
          </section>
        </main>
        <DragOverlay dropAnimation={null}>{overlayCell ? <div className={styles.ghost}><PieceArt cell={overlayCell} artStyle="photo" /></div> : null}</DragOverlay>
      </DndContext>
      <footer className={styles.actions}>
        <Notice notice={edits.notice} />
        <button type="button" className={styles.ghostButton} onClick={seeSolution} aria-label="See a solution">
          <Lightbulb aria-hidden="true" /> <span className={styles.long}>See a solution</span>
          <span className={styles.short}>Solution</span>
        </button>
        <button type="button" className={styles.secondary} onClick={test} title="Test-play your level">
          <Play aria-hidden="true" /> Check
        </button>
        <AssignToClass
          level={() => publishProblem(draft, true) ?? toLevelInput(draft)}
          renderTrigger={(open) => (
            <button type="button" className={styles.secondary} onClick={open} title="Assign to one class without publishing" aria-label="Assign to a class">
              <ClipboardPlus aria-hidden="true" /> <span className={styles.long}>Assign to a class</span>
              <span className={styles.short}>Assign</span>
            </button>
          )}
        />
        <button type="button" className={styles.primary} onClick={() => void save()} title="Publish your level">
          <Upload aria-hidden="true" /> Save
        </button>
      </footer>
      {settingsOpen && (
        <SettingsDialog
          draft={draft}
          onClose={() => setSettingsOpen(false)}
          onStartOver={() => {
            dispatch({ kind: 'clear' });
            setSelected(null);
            setSettingsOpen(false);
          }}
          onSave={(values) => {
            dispatch({ kind: 'settings', ...values });
            setSettingsOpen(false);
          }}
        />
      )}
      {edits.valueEdit && <ValueDialog {...edits.valueEdit} onClose={edits.closeValue} onSave={edits.saveValue} />}
      {solution.state.status !== 'idle' && <SolutionDialog state={solution.state} onClose={solution.reset} />}
      <PublishDialog
        state={publish}
        onClose={() => setPublish({ kind: 'closed' })}
        onSeeSolution={seeSolution}
        onContinue={() => {
          dispatch({ kind: 'clear' });
          void navigate('/explore');
        }}
      />
    </div>
  );
}
