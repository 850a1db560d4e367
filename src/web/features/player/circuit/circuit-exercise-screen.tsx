// The circuit exercise screen (docs/product.md "Screens"): header, goal bulbs and banner, the grid with
// live simulation, style toggle, scope, tray and Check Answer. Pieces move by mouse, touch or keyboard
// drag (dnd-kit), tap to rotate or toggle; the server judges the answer (docs/api.md "Attempts").
import { lazy, memo, Suspense, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { DndContext, DragOverlay, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { AlertTriangle, Lightbulb, Loader2 } from 'lucide-react';
import type { CircuitExercise } from '../../../../api/index';
import { baseBulbType, bulbGoals, tapOf, type BulbState, type GoalBulb, type Grid } from '../../../../engine/index';
import { CircuitGrid } from '../../../components/circuit/circuit-grid';
import { ComponentTray } from '../../../components/circuit/component-tray';
import { ScopePanel } from '../../../components/circuit/scope-panel';
import { PieceArt, PieceArtLater } from '../../../components/circuit/piece-art';
import { DragHint } from '../../../components/circuit/drag-hint';
import { useLiveSimulation } from '../../../components/circuit/use-live-simulation';
import { useBulbPlaybackState } from '../../../components/circuit/bulb-playback';
import { BOARD_AUTO_SCROLL, circuitCollisions, SCREEN_READER_INSTRUCTIONS, useCircuitSensors } from '../../../components/circuit/circuit-dnd';
import { cellKey, createGridState, gridReducer, nextFreeCell, pieceAt, toGrid, type CellRef } from '../../../components/circuit/grid-state';
import { heldBoard, heldGrid } from '../../../components/circuit/board-inputs';
import { useBoardInputs } from '../../../components/circuit/use-board-inputs';
import type { PieceControls } from '../../../components/circuit/piece-controls';
import { ExplanationCard } from '../../../components/explanation/explanation-card';
import type { PieceHintReply } from '../api/piece-hint';
import type { DragData, DropData } from '../../../components/circuit/dnd-ids';
import { ExerciseHeader } from '../shared/exercise-header';
import { ResultOverlay } from '../shared/result-overlay';
import type { AttemptFeedback } from '../shared/attempt-feedback';
import { dragAnnouncements } from './drag-announcements';
import { EmphasisText } from './emphasis-text';
import { ValueText } from '../../../components/value-text';
import { GoalBulbs } from './goal-bulbs';
import { GoalReadings } from './goal-readings';
import { goalBannerText, scenarioBannerText } from './goal-banner';
import { boardSettingsNow, goalShown, scenarioOnNow, scenarioPartsPlaced } from './scenario-state';
import { HintButton, nextRung } from './hint-ladder';
import { StyleToggle } from './style-toggle';
import { useExplanations } from './use-explanations';
import { useCheckAnswer } from './use-check-answer';
import { useFitCell } from './use-fit-cell';
import { WhyStrip } from './why-strip';
import styles from './circuit-exercise-screen.module.css';

export interface CircuitExerciseScreenProps {
  exercise: CircuitExercise;
  progress: { index: number; total: number };
  artStyle: 'photo' | 'schematic';
  onArtStyleChange(style: 'photo' | 'schematic'): void;
  submit(grid: Grid): Promise<AttemptFeedback>;
  /** The hint ladder's last rung (docs/explanations.md); without it the ladder stops at the tip. */
  askPiece?(grid: Grid): Promise<PieceHintReply>;
  onContinue(): void;
  onExit(): void;
  /** The header's label ('Build' by default; practice says 'Practice'). */
  tag?: string;
  /** The success overlay's button text ('Continue' by default). */
  continueLabel?: string;
  /** Shown above the success message (practice: no points, but the streak counts). */
  successNote?: string;
}

// The knob and light sliders: only boards with such parts load them (docs/performance.md).
const BoardControls = lazy(() => import('../../../components/circuit/board-controls'));
// The scenario cards: only exercises with scenario goals load them.
const ScenarioPanel = lazy(() => import('./scenario-panel'));

export default function CircuitExerciseScreen(props: CircuitExerciseScreenProps) {
  // A new exercise starts from a fresh board, undo history and hints.
  return <CircuitExercisePlay key={`${props.progress.index}:${props.exercise.title}`} {...props} />;
}

function CircuitExercisePlay({ exercise, progress, artStyle, onArtStyleChange, submit, askPiece, onContinue, onExit, tag = 'Build', continueLabel, successNote }: CircuitExerciseScreenProps) {
  const tray = exercise.inventory;
  // The part types the exercise gives: the goal cards draw the probe the learner has (goal-readings.tsx).
  const pieceTypes = useMemo(() => new Set<string>([...exercise.inventory, ...exercise.prePlacedComponents].map((piece) => piece.type)), [exercise]);
  const reducer = useMemo(() => gridReducer(tray), [tray]);
  const [state, dispatch] = useReducer(reducer, exercise, (ex) =>
    createGridState(ex.gridSize.rows, ex.gridSize.cols, ex.prePlacedComponents, ex.inventory),
  );
  const grid = useMemo(() => toGrid(state.board), [state.board]);
  // Held buttons and the light level are live inputs, never part of the answer checked (`grid`).
  // A scenario exercise opens on its first scenario's light level, so a card says "Trying now" at once.
  const inputs = useBoardInputs(useCallback((values) => dispatch({ kind: 'turn-all', values }), []), exercise.scenarios?.[0]?.inputs);
  const playedGrid = useMemo(() => heldGrid(grid, inputs.state), [grid, inputs.state]);
  const shownBoard = useMemo(() => heldBoard(state.board, inputs.state), [state.board, inputs.state]);
  const [knobTapped, setKnobTapped] = useState<{ at: CellRef; seq: number } | null>(null);
  const { dispatch: inputsDispatch } = inputs;
  // Keeps its identity (the grid's cells are memoised, docs/performance.md "Drop → bulbs").
  const controls = useMemo<PieceControls>(
    () => ({
      press: (at) => inputsDispatch({ kind: 'press', at }),
      release: (at) => inputsDispatch({ kind: 'release', at }),
      turn: (at, name, value) => dispatch({ kind: 'turn', at, name, value }),
      openKnob: (at) => setKnobTapped((last) => ({ at, seq: (last?.seq ?? 0) + 1 })),
    }),
    [inputsDispatch],
  );
  const taps = useMemo(() => new Set(grid.flat().map((cell) => cell && tapOf(cell.type))), [grid]);
  /** Knobs and board inputs get sliders; a button alone needs none. */
  const sliders = taps.has('turn') || taps.has('adjust');
  const scenarios = exercise.scenarios && exercise.scenarios.length > 0 ? exercise.scenarios : null;
  /** The scenario the board's inputs are now; its goal (else the first's) is the one shown, checked live and explained. */
  const [tried, setTried] = useState(-1);
  const onNow = useMemo(() => (scenarios ? scenarioOnNow(scenarios, inputs.state, grid, tried) : -1), [scenarios, inputs.state, grid, tried]);
  const settingsNow = useMemo(() => (scenarios && onNow < 0 ? boardSettingsNow(scenarios, inputs.state, grid) : {}), [scenarios, onNow, inputs.state, grid]);
  const { tryScenario } = inputs;
  const tryIt = useCallback((index: number) => {
    setTried(index);
    if (scenarios) tryScenario(scenarios[index].inputs);
  }, [scenarios, tryScenario]);
  const goal = useMemo(() => goalShown(exercise, onNow), [exercise, onNow]);
  const explained = useMemo(() => (scenarios ? { ...exercise, goal } : exercise), [scenarios, exercise, goal]);
  const liveContext = useMemo(
    () => ({ goal, locked: exercise.prePlacedComponents.map((p) => ({ row: p.row, col: p.col })), inputs: inputs.state.board }),
    [goal, exercise, inputs.state.board],
  );
  const live = useLiveSimulation(playedGrid, liveContext);
  const { bulbs: bulbsShown, playing } = useBulbPlaybackState(live.result);
  const explain = useExplanations({ exercise: explained, version: state.version, result: live.result, grid, dispatch, askPiece });
  const { busy, outcome, check, dismiss } = useCheckAnswer(explain.judged(submit));
  const rung = nextRung(explain.rungsUsed, explain.failedChecks, askPiece !== undefined);
  const [dragging, setDragging] = useState<DragData | null>(null);
  /** When a drag of a tray part last ended, and which part: its Enter drop also "clicks" that part. */
  const lastTrayDrop = useRef({ at: 0, itemIndex: -1 });
  const root = useRef<HTMLDivElement>(null);
  const firstTrayItem = useRef<HTMLButtonElement>(null);
  const boardRef = useRef<HTMLElement>(null);
  const dockRef = useRef<HTMLDivElement>(null);
  const toolsRef = useRef<HTMLElement>(null);
  const goalRef = useRef<HTMLElement>(null);
  useFitCell(boardRef, toolsRef, dockRef, exercise.gridSize.rows, goalRef);
  const sensors = useCircuitSensors();

  const goalBulbs = useMemo(() => bulbGoals(goal), [goal]);
  const goalNow = useMemo(() => currentGoalStates(goalBulbs, bulbsShown), [goalBulbs, bulbsShown]);
  const tip = exercise.tip?.actions;
  const rotateHints = useMemo(() => (tip?.rotation && !state.hints.rotated ? new Set(tip.rotation.map((c) => cellKey({ row: c.rowIndex, col: c.colIndex }))) : undefined), [tip, state.hints.rotated]);
  const tapHints = useMemo(() => (tip?.tap ? new Set(tip.tap.map((c) => cellKey({ row: c.rowIndex, col: c.colIndex })).filter((key) => !state.hints.tapped.includes(key))) : undefined), [tip, state.hints.tapped]);
  const freeCell = nextFreeCell(state.board);
  const showDragHint = Boolean(tip?.drag) && !state.hints.dragged && !dragging && freeCell !== null && state.board.remaining.some((n) => n > 0);

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as DragData | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const drag = active.data.current as DragData | undefined;
    if (drag?.kind === 'tray') lastTrayDrop.current = { at: Date.now(), itemIndex: drag.itemIndex };
    const drop = over?.data.current as DropData | undefined;
    if (!drag) return;
    if (drag.kind === 'tray') {
      if (drop?.kind === 'cell') dispatch({ kind: 'place', itemIndex: drag.itemIndex, to: drop.at });
    } else if (drop?.kind === 'cell') {
      if (drop.at.row !== drag.from.row || drop.at.col !== drag.from.col) dispatch({ kind: 'move', from: drag.from, to: drop.at });
    } else {
      // Dropped on the tray or anywhere off the grid: back to the tray (docs/product.md "How screens behave").
      dispatch({ kind: 'remove', at: drag.from });
    }
  };
  const draggingNow = useRef(dragging);
  draggingNow.current = dragging;
  // Handlers that keep their identity, so the memoised header and tray skip the re-render every
  // simulation result brings (docs/performance.md "Drop → bulbs").
  const placeFromTray = useCallback((itemIndex: number) => {
    // A keyboard drop with Enter on a tray part also "clicks" that part; ignore only that echo, so a
    // learner pressing Enter on a tray part right after moving a grid piece still places it.
    const echo = lastTrayDrop.current.itemIndex === itemIndex && Date.now() - lastTrayDrop.current.at < 300;
    if (draggingNow.current || echo) return;
    dispatch({ kind: 'place-next', itemIndex });
  }, []);
  const accessibility = useMemo(
    () => ({ announcements: dragAnnouncements(state.board, tray), screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }),
    [state.board, tray],
  );
  const undo = useCallback(() => dispatch({ kind: 'undo' }), []);
  const reset = useCallback(() => dispatch({ kind: 'reset' }), []);
  const overlayPiece = dragging?.kind === 'piece' ? pieceAt(state.board, dragging.from)?.cell : dragging ? { ...tray[dragging.itemIndex], rotation: tray[dragging.itemIndex].rotation ?? 0 } : null;

  return (
    // The pieces' drawings render in the task after the screen's first (docs/performance.md).
    <PieceArtLater>
      <div ref={root} className={styles.screen} style={{ ['--rows' as string]: exercise.gridSize.rows, ['--cols' as string]: exercise.gridSize.cols }}>
        <ExerciseHeader
          progress={progress}
          onExit={onExit}
          onUndo={undo}
          canUndo={state.history.length > 0}
          onReset={reset}
          tag={tag}
        />
        <DndContext
          sensors={sensors}
          collisionDetection={circuitCollisions}
          autoScroll={BOARD_AUTO_SCROLL}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragging(null)}
          accessibility={accessibility}
        >
          <main className={styles.body}>
            <ExerciseIntro exercise={exercise} />
            <section ref={goalRef} className={styles.goal} aria-label="Goal">
              <p className={styles.banner}>
                <ValueText text={scenarios ? scenarioBannerText(scenarios.length) : goalBannerText(goal)} />
              </p>
              <div className={styles.goalCards}>
                {scenarios ? (
                  <Suspense fallback={null}>
                    <ScenarioPanel scenarios={scenarios} onNow={onNow} settingsNow={settingsNow} result={live.result} partsPlaced={onNow >= 0 && scenarioPartsPlaced(scenarios[onNow].inputs, grid)} current={goalNow} artStyle={artStyle} playing={playing} onTry={tryIt} pieces={pieceTypes} />
                  </Suspense>
                ) : (
                  <>
                    {goalBulbs.length > 0 && <GoalBulbs goal={goalBulbs} current={goalNow} artStyle={artStyle} playing={playing} />}
                    <GoalReadings goal={goal} probeData={live.result.probeData} artStyle={artStyle} pieces={pieceTypes} />
                  </>
                )}
                {/* "Why?" lives beside the goal cards, off the board: a tap on a part always turns or toggles it. */}
                <WhyStrip board={state.board} bulbs={bulbsShown} goal={scenarios && onNow < 0 ? null : goalBulbs} playing={playing} onWhy={explain.why} />
              </div>
            </section>
            <section ref={boardRef} className={styles.board} aria-label="Circuit">
              <CircuitGrid
                board={shownBoard}
                artStyle={artStyle}
                bulbs={bulbsShown}
                starLit={live.result.star}
                flows={live.flows}
                rotateHints={rotateHints}
                tapHints={tapHints}
                onTap={(at: CellRef) => dispatch({ kind: 'tap', at })}
                onRotate={(at: CellRef) => dispatch({ kind: 'rotate', at })}
                onRemove={(at: CellRef) => dispatch({ kind: 'remove', at })}
                explained={explain.cells}
                controls={controls}
              />
              {explain.shown && (
                <ExplanationCard explanation={explain.shown.explanation} heading={explain.shown.heading} onClose={explain.close} />
              )}
              {live.shortCircuit && (
                <p className={styles.shortCircuit} role="alert">
                  <AlertTriangle aria-hidden="true" />
                  <span>
                    <strong>Short circuit!</strong> The battery is connected straight across itself, so a huge current flows. Safe to watch on the grid; a real battery would get hot, which is why a real loop always has a bulb or a resistor in it.
                  </span>
                </p>
              )}
            </section>
            <section ref={toolsRef} className={styles.tools}>
              {/* The keyboard's moves, visible to everyone (not only to screen readers). */}
              <p className={styles.keys} data-testid="keys-line">
                Keys: <kbd>Enter</kbd> place · <kbd>R</kbd> rotate · <kbd>M</kbd> move · <kbd>Space</kbd> toggle
                {taps.has('turn') && (
                  <>
                    {' '}· <kbd>↑</kbd>/<kbd>↓</kbd> turn a knob
                  </>
                )}
                {taps.has('hold') && (
                  <>
                    {' '}· hold <kbd>Space</kbd> to press a button
                  </>
                )}
              </p>
              {!exercise.metadata.hideSchematicToggle && <StyleToggle artStyle={artStyle} onChange={onArtStyleChange} />}
              <ScopePanel data={live.result.probeData} />
            </section>
            <div ref={dockRef} className={styles.dock}>
              {sliders && (
                <Suspense fallback={null}>
                  <BoardControls
                    grid={grid}
                    inputs={inputs.state}
                    onBoardInput={(name, value) => inputs.dispatch({ kind: 'set-board', name, value })}
                    onTurn={controls.turn}
                    knobTapped={knobTapped}
                  />
                </Suspense>
              )}
              <ComponentTray items={tray} remaining={state.board.remaining} artStyle={artStyle} onPlace={placeFromTray} firstAvailableRef={firstTrayItem} />
              {rung && <HintButton rung={rung} busy={explain.hintBusy} onPress={explain.hint} />}
              <button type="button" className={styles.check} onClick={() => check(grid)} disabled={busy} aria-busy={busy}>
                {busy && <Loader2 className={styles.spin} aria-hidden="true" />}
                Check Answer
              </button>
            </div>
          </main>
          <DragOverlay dropAnimation={null}>
            {overlayPiece ? (
              <div className={styles.dragGhost}>
                <PieceArt cell={overlayPiece} artStyle={artStyle} />
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
        {showDragHint && freeCell && <DragHint container={root} from={firstTrayItem} toSelector={`[data-row="${freeCell.row}"][data-col="${freeCell.col}"]`} />}
        {outcome?.kind === 'verdict' && (
          <ResultOverlay
            variant={outcome.verdict.correct ? 'success' : 'failure'}
            title={outcome.verdict.feedback.title}
            // One voice per check (docs/explanations.md): a failure says what at most two unmet goal
            // entries are on this grid, then the one explanation that fits; the exercise's own failure
            // text is hint 2's advice, not a claim about this grid.
            message={outcome.verdict.correct ? outcome.verdict.feedback.message : outcome.verdict.feedback.details.slice(0, 2).join(' ')}
            pointsAwarded={outcome.verdict.pointsAwarded}
            starAchieved={outcome.verdict.starAchieved}
            lead={outcome.verdict.correct && successNote ? <p className={styles.successNote}>{successNote}</p> : undefined}
            after={!outcome.verdict.correct && explain.checkLead ? <ExplanationCard explanation={explain.checkLead} placement="overlay" /> : undefined}
            onContinue={onContinue}
            continueLabel={continueLabel}
            onTryAgain={dismiss}
          />
        )}
        {outcome?.kind === 'error' && <ResultOverlay variant="error" title="Something went wrong" message={outcome.message} onClose={dismiss} />}
      </div>
    </PieceArtLater>
  );
}

/** What each goal bulb shows now: the placed bulb of that colour, angled or straight (docs/product.md "Rules and their texts"); none when not placed. */
function currentGoalStates(goal: readonly GoalBulb[], bulbs: Partial<Record<string, BulbState>>): Partial<Record<GoalBulb['type'], BulbState>> {
  const states: Partial<Record<GoalBulb['type'], BulbState>> = {};
  for (const { type, status } of goal) {
    const placed = Object.entries(bulbs).filter(([bulb]) => baseBulbType(bulb) === type).map(([, state]) => state as BulbState);
    if (placed.length > 0) states[type] = placed.includes(status) ? status : placed[0];
  }
  return states;
}

/** The title, the task and the tip: they change only with the exercise, not with each result. */
const ExerciseIntro = memo(function ExerciseIntro({ exercise }: { exercise: CircuitExercise }) {
  return (
    <section className={styles.intro}>
      <h1 className={styles.title}>{exercise.title}</h1>
      {exercise.description && <p className={styles.description}><EmphasisText text={exercise.description} /></p>}
      {exercise.tip?.message && (
        <p className={styles.tip}>
          <Lightbulb aria-hidden="true" />
          <span><EmphasisText text={exercise.tip.message} /></span>
        </p>
      )}
    </section>
  );
});
