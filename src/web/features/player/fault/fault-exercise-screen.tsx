// The fault-finding screen (docs/journey.md "Fault finding"): a finished circuit with one broken part,
// its lights showing the symptom. Nothing is placed, turned or toggled: a touch on a part (tap, click,
// or Enter on the focused cell) either measures it with the meter — solved and counted on the server,
// which alone knows the fault — or picks it as the suspect, which Check Answer sends as the diagnosis.
import { useMemo, useRef, useState } from 'react';
import { Loader2, Search } from 'lucide-react';
import type { AttemptResponse, FaultCell, FaultExercise, MeasureResponse } from '../../../../api/index';
import { bulbGoals } from '../../../../engine/index';
import { CircuitGrid } from '../../../components/circuit/circuit-grid';
import { ApiError } from '../../../lib/api-client';
import { cellKey, createGridState, pieceAt, type CellRef } from '../../../components/circuit/grid-state';
import { GoalBulbs } from '../circuit/goal-bulbs';
import { StyleToggle } from '../circuit/style-toggle';
import { ExerciseHeader } from '../shared/exercise-header';
import { ResultOverlay } from '../shared/result-overlay';
import type { FaultHintReply } from './fault-api';
import { FaultHint } from './fault-hint';
import { MeterPanel } from './meter-panel';
import { ModeSwitch, type FaultMode } from './mode-switch';
import { partName, partPlace } from './part-name';
import { starRuleText } from './star-rule';
import { symptomStates, symptomStory } from './symptom-story';
import { ValueText } from '../../../components/value-text';
import { readingText } from './readings-log';
import { useMeter, type MeterState } from './use-meter';
import styles from './fault-exercise-screen.module.css';

export interface FaultExerciseScreenProps {
  exercise: FaultExercise;
  progress: { index: number; total: number };
  artStyle: 'photo' | 'schematic';
  onArtStyleChange(style: 'photo' | 'schematic'): void;
  measure(at: FaultCell): Promise<MeasureResponse>;
  submit(suspect: FaultCell): Promise<AttemptResponse>;
  /** The planner's next measurement (chapter and project exercises). */
  askHint?(): Promise<FaultHintReply>;
  onContinue(): void;
  onExit(): void;
  /** The header's tag; practice says "Practice". */
  tag?: string;
  /** The success card's button (practice: "Next practice level"). */
  continueLabel?: string;
  /** A line on the success card under the star rule (practice: what it earns). */
  successNote?: string;
}

/** A verdict keeps the count the meter showed, for a reply without `measurementsUsed`. */
type Outcome = { kind: 'verdict'; reply: AttemptResponse; used: number } | { kind: 'error'; message: string };

const NO_FLOWS = new Map();

export default function FaultExerciseScreen(props: FaultExerciseScreenProps) {
  // A new exercise starts with an empty meter log and no suspect.
  return <FaultExercisePlay key={`${props.progress.index}:${props.exercise.title}`} {...props} />;
}

function FaultExercisePlay({ exercise, progress, artStyle, onArtStyleChange, measure, submit, askHint, onContinue, onExit, tag = 'Find the fault', continueLabel, successNote }: FaultExerciseScreenProps) {
  const board = useMemo(
    () => createGridState(exercise.gridSize.rows, exercise.gridSize.cols, exercise.prePlacedComponents, []).board,
    [exercise],
  );
  const goal = useMemo(() => bulbGoals(exercise.goal), [exercise.goal]);
  const story = useMemo(() => symptomStory(goal, exercise.symptoms.bulbs), [goal, exercise.symptoms.bulbs]);
  const now = useMemo(() => symptomStates(goal, exercise.symptoms.bulbs), [goal, exercise.symptoms.bulbs]);
  const meter = useMeter(measure);
  const [mode, setMode] = useState<FaultMode>('measure');
  const [suspect, setSuspect] = useState<CellRef | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const hint = useFaultHint(askHint);
  const inFlight = useRef(false);

  const suspectPiece = suspect ? pieceAt(board, suspect) : null;
  const selected = useMemo(() => (suspect ? new Set([cellKey(suspect)]) : undefined), [suspect]);
  const hinted = hint.reply?.hint.cell;
  const explained = useMemo(() => (hinted ? new Set([cellKey(hinted)]) : undefined), [hinted]);

  const touch = (at: CellRef) => {
    const piece = pieceAt(board, at);
    if (!piece) return;
    if (mode === 'suspect') setSuspect(at);
    else void meter.touch(at, partName(piece.cell));
  };

  const check = async () => {
    if (!suspect || inFlight.current) return;
    inFlight.current = true;
    setChecking(true);
    try {
      const reply = await submit({ row: suspect.row, col: suspect.col });
      setOutcome({ kind: 'verdict', reply, used: meter.count });
      // The server counts the measurements of the next diagnosis from 0.
      meter.startCounting();
    } catch (error) {
      console.error('Check failed', error);
      setOutcome({ kind: 'error', message: checkErrorText(error) });
    } finally {
      inFlight.current = false;
      setChecking(false);
    }
  };

  return (
    <div className={styles.screen} style={{ ['--rows' as string]: exercise.gridSize.rows, ['--cols' as string]: exercise.gridSize.cols }}>
      <ExerciseHeader progress={progress} onExit={onExit} tag={tag} />
      <main className={styles.body}>
        <section className={styles.intro}>
          <h1 className={styles.title}>{exercise.title}</h1>
          {exercise.description && (
            <p className={styles.description}>
              <ValueText text={exercise.description} />
            </p>
          )}
        </section>
        <section className={styles.goal} aria-label="What it should do">
          <p className={styles.story}>
            {goal.length > 0 && (
              <>
                <span>
                  <strong>It should:</strong> <ValueText text={story.should} />.
                </span>{' '}
                <span data-testid="symptom">
                  <strong>It does:</strong> <ValueText text={story.does} />.
                </span>{' '}
              </>
            )}
            <span>One part is broken. Measure, then name it.</span>
          </p>
          {goal.length > 0 && <GoalBulbs goal={goal} current={now} artStyle={artStyle} />}
        </section>
        <section className={styles.board} aria-label="Circuit">
          <CircuitGrid
            board={board}
            label="Broken circuit"
            artStyle={artStyle}
            bulbs={exercise.symptoms.bulbs}
            starLit={false}
            flows={NO_FLOWS}
            onTap={touch}
            onRotate={() => undefined}
            onRemove={() => undefined}
            explained={explained}
            selected={mode === 'suspect' ? selected : undefined}
          />
        </section>
        <div className={styles.side}>
          <MeterPanel meter={meter} />
          {askHint && <FaultHint reply={hint.reply} busy={hint.busy} error={hint.error} onAsk={hint.ask} />}
          <div className={styles.tools}>
            <p className={styles.keys} data-testid="keys-line">
              Keys: arrows move · <kbd>Enter</kbd> measures the part (or picks it)
            </p>
            <StyleToggle artStyle={artStyle} onChange={onArtStyleChange} />
          </div>
        </div>
        <div className={styles.dock}>
          <ModeSwitch mode={mode} onChange={setMode} />
          {mode === 'measure' && <DockReading meter={meter} />}
          {mode === 'suspect' && (
            <>
              <p className={styles.suspect} data-testid="suspect">
                <Search aria-hidden="true" />
                {suspectPiece && suspect ? (
                  <span>
                    Your suspect: <strong>{partName(suspectPiece.cell)}</strong> ({partPlace(suspect)})
                  </span>
                ) : (
                  <span>Touch the part you think is broken.</span>
                )}
              </p>
              <button type="button" className={styles.check} onClick={() => void check()} disabled={!suspect || checking} aria-busy={checking}>
                {checking && <Loader2 className={styles.spin} aria-hidden="true" />}
                Check Answer
              </button>
            </>
          )}
        </div>
      </main>
      {outcome?.kind === 'verdict' && (
        <ResultOverlay
          variant={outcome.reply.correct ? 'success' : 'failure'}
          title={outcome.reply.feedback.title}
          message={outcome.reply.feedback.message}
          details={outcome.reply.correct ? [] : outcome.reply.feedback.details}
          pointsAwarded={outcome.reply.pointsAwarded}
          starAchieved={outcome.reply.starAchieved}
          lead={
            outcome.reply.correct && outcome.reply.fewestMeasurements !== undefined ? (
              <>
                <p className={styles.starRule} data-testid="star-rule">
                  {starRuleText(outcome.reply.measurementsUsed ?? outcome.used, outcome.reply.fewestMeasurements, outcome.reply.starAchieved)}
                </p>
                {successNote && <p className={styles.starRule}>{successNote}</p>}
              </>
            ) : undefined
          }
          onContinue={onContinue}
          continueLabel={continueLabel}
          onTryAgain={() => setOutcome(null)}
        />
      )}
      {outcome?.kind === 'error' && <ResultOverlay variant="error" title="Something went wrong" message={outcome.message} onClose={() => setOutcome(null)} />}
    </div>
  );
}

/** What a failed check says: the learner's words for a square the server cannot judge, else the server's. */
function checkErrorText(error: unknown): string {
  if (error instanceof ApiError && error.field === 'answer.suspect') return 'That square has no part with two ends. Pick another part.';
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return 'Your answer could not be checked: the server did not answer. Check your connection and try again.';
}

/**
 * On a phone the meter panel sits below the grid, out of sight while the learner taps parts, so the
 * dock repeats the last reading (for the eyes only: the panel's display is the live region).
 */
function DockReading({ meter }: { meter: MeterState }) {
  const text = meter.shown ? readingText(meter.shown) : null;
  return (
    <p className={styles.dockReading} aria-hidden="true" data-testid="dock-reading">
      <span className={styles.dockCount}>Measurements: {meter.count}</span>
      {meter.busy ? (
        <span>Measuring…</span>
      ) : meter.shown && text ? (
        <span>
          {meter.shown.part}: <strong>{text.across}</strong> across · <strong>{text.through}</strong> through
        </span>
      ) : (
        <span>Touch a part to measure it.</span>
      )}
    </p>
  );
}

function useFaultHint(askHint: (() => Promise<FaultHintReply>) | undefined) {
  const [reply, setReply] = useState<FaultHintReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = () => {
    if (!askHint || busy) return;
    setBusy(true);
    askHint()
      .then((next) => {
        setReply(next);
        setError(null);
      })
      .catch((failure: unknown) => {
        console.error('Hint failed', failure);
        setError(failure instanceof Error && !(failure instanceof TypeError) && failure.message ? failure.message : 'The hint could not be fetched. Try again.');
      })
      .finally(() => setBusy(false));
  };
  return { reply, busy, error, ask };
}
