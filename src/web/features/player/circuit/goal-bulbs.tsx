// The goal bulbs (docs/product.md "Screens"): each goal drawn as its bulb with the wanted ON/OFF/DIM badge, and
// what the bulb shows right now from the live simulation (a tick when it already matches). While a
// timed change plays back (a capacitor filling), the card says so and judges nothing: the moment on
// show is not the state the Check reads (docs/explanations.md).
import { memo } from 'react';
import { Check, Play } from 'lucide-react';
import { lightWords, type BulbState, type GoalBulb } from '../../../../engine/index';
import { PieceArt } from '../../../components/circuit/piece-art';
import styles from './goal-bulbs.module.css';

interface GoalBulbsProps {
  goal: readonly GoalBulb[];
  /** Live state per base bulb type; a light not on the grid is left out (it meets no goal, not even OFF). */
  current: Partial<Record<GoalBulb['type'], BulbState>>;
  artStyle: 'photo' | 'schematic';
  /** True while the bulbs replay timed changes: `current` is a moment, not the end. */
  playing?: boolean;
  /** Only the wanted states, no live ones: a scenario the board is not playing now (scenario-panel.tsx). */
  idle?: boolean;
  /** The bulb beside its badge and state, not above them: a scenario card's shorter row (scenario-panel.tsx). */
  compact?: boolean;
}

export const GoalBulbs = memo(function GoalBulbs({ goal, current, artStyle, playing = false, idle = false, compact = false }: GoalBulbsProps) {
  return (
    <ul className={[styles.list, compact ? styles.compact : ''].join(' ')} aria-label="Goal bulbs">
      {goal.map((bulb) => {
        const placed = current[bulb.type] !== undefined;
        const now = current[bulb.type] ?? 'OFF';
        const met = !idle && !playing && placed && now === bulb.status;
        const label = idle ? 'not tried now' : playing ? `playing back, ${now} for now` : placed ? `now ${now}${met ? ' (matches)' : ''}` : 'not on the grid yet';
        return (
          <li
            key={bulb.type}
            className={[styles.goal, met ? styles.met : '', playing ? styles.playing : ''].join(' ')}
            aria-label={`${lightWords(bulb.type)} should be ${bulb.status}, ${label}`}
            data-goal={bulb.type}
            data-now={idle ? undefined : now}
            data-playing={playing ? 'true' : undefined}
          >
            <span className={styles.art}>
              <PieceArt cell={{ type: bulb.type, rotation: 0 }} artStyle={artStyle} bulbState={bulb.status === 'OFF' ? 'OFF' : bulb.status} />
            </span>
            <span className={[styles.badge, styles[bulb.status]].join(' ')}>{bulb.status}</span>
            {idle ? null : playing ? (
              <span className={[styles.now, styles.nowPlaying].join(' ')} aria-hidden="true">
                <Play />
                playing… {now}
              </span>
            ) : (
              <span className={[styles.now, styles[`now${now}`]].join(' ')} aria-hidden="true">
                {met ? <Check /> : null}
                now {now}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
});
