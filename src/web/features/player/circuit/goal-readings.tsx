// Measurement goals beside the goal bulbs (docs/course.md "Measurement goals"): each card names the
// probe, the target window and the live reading at the end of the simulated window, ticked when inside
// (and, on a scenario card, only once the board has the scenario's parts: docs/architecture.md "Playing the input parts").
import { memo } from 'react';
import { Check } from 'lucide-react';
import { checkReadings, formatReading, formatTarget, type GoalEntry, type ProbeData } from '../../../../engine/index';
import { ValueText } from '../../../components/value-text';
import { PieceArt } from '../../../components/circuit/piece-art';
import styles from './goal-readings.module.css';

interface GoalReadingsProps {
  goal: readonly GoalEntry[];
  probeData: ProbeData | null;
  artStyle: 'photo' | 'schematic';
  /** Only the targets, no live readings: a scenario the board is not playing now (scenario-panel.tsx). */
  idle?: boolean;
  /**
   * Whether a reading inside its window is a verdict on the learner's circuit: not while the board lacks
   * the scenario's knob or button (scenario-state.ts `scenarioPartsPlaced`), so no tick then, as on the card.
   */
  judged?: boolean;
  /** The part types the exercise gives (tray and board): the card draws the probe the learner has. */
  pieces?: ReadonlySet<string>;
}

const PROBE_PIECE = { current: 'probe-current', voltage: 'probe-voltage-pos' } as const;
const PROBE_LABEL = { current: 'Current probe', voltage: 'Voltage probe' } as const;

/** The probe drawn on a card: the plain V·A probe when the exercise measures with it and has no probe made for that quantity. */
function probeArt(quantity: keyof typeof PROBE_PIECE, pieces?: ReadonlySet<string>): (typeof PROBE_PIECE)[keyof typeof PROBE_PIECE] | 'probe' {
  const own = PROBE_PIECE[quantity];
  return pieces && !pieces.has(own) && pieces.has('probe') ? 'probe' : own;
}

/** "now" for a steady reading; for one that changes over the window (a capacitor), the time it is read at. */
function readingTime(probeData: ProbeData | null): string {
  const series = [...(probeData?.current ?? []), ...(probeData?.vdiff ?? [])].filter((v): v is number => v !== null);
  const steady = series.every((v) => Math.abs(v - series[0]) <= 1e-3 * Math.max(1e-3, Math.abs(series[0])));
  const end = probeData?.time[probeData.time.length - 1];
  return steady || end === undefined ? 'now' : `at ${Math.round(end)} s`;
}

export const GoalReadings = memo(function GoalReadings({ goal, probeData, artStyle, idle = false, judged = true, pieces }: GoalReadingsProps) {
  const readings = checkReadings({ probeData }, goal);
  if (readings.length === 0) return null;
  const when = readingTime(probeData);
  return (
    <ul className={styles.list} aria-label="Goal readings">
      {readings.map(({ goal: g, reading, met: metNow }) => {
        const met = metNow && !idle && judged;
        const now = reading === null ? 'no reading' : `${when === 'now' ? '' : `${when}: `}${formatReading(g.probe, reading)}`;
        return (
          <li
            key={`${g.probe}:${g.min}:${g.max}`}
            className={[styles.reading, met ? styles.met : ''].join(' ')}
            aria-label={`${PROBE_LABEL[g.probe]} should read ${formatTarget(g)}${idle ? '' : `, ${when === 'now' || reading === null ? `now ${now}` : now}`}${met ? ' (matches)' : ''}`}
            data-goal-probe={g.probe}
            data-probe-art={probeArt(g.probe, pieces)}
            data-met={met}
          >
            <span className={styles.art}>
              <PieceArt cell={{ type: probeArt(g.probe, pieces), rotation: 0 }} artStyle={artStyle} />
            </span>
            <span className={styles.text}>
              <span className={styles.label}>{PROBE_LABEL[g.probe]}</span>
              <span className={styles.target}>
                <ValueText text={formatTarget(g)} />
              </span>
              {!idle && (
                <span className={styles.now} data-testid="reading-now">
                  {met ? <Check aria-hidden="true" /> : null}
                  {reading === null || when === 'now' ? `now ${now}` : now}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
});
