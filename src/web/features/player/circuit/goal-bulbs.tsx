// The goal bulbs (spec section 2): each goal drawn as its bulb with the wanted ON/OFF/DIM badge, and
// what the bulb shows right now from the live simulation (a tick when it already matches).
import { Check } from 'lucide-react';
import type { BulbState, GoalBulb } from '../../../../engine/types';
import { PieceArt } from '../../../components/circuit/piece-art';
import { lightWords } from '../../../../engine/components/catalogue';
import styles from './goal-bulbs.module.css';

interface GoalBulbsProps {
  goal: readonly GoalBulb[];
  /** Live state per base bulb type. */
  current: Partial<Record<GoalBulb['type'], BulbState>>;
  artStyle: 'photo' | 'schematic';
}

export function GoalBulbs({ goal, current, artStyle }: GoalBulbsProps) {
  return (
    <ul className={styles.list} aria-label="Goal bulbs">
      {goal.map((bulb) => {
        const now = current[bulb.type] ?? 'OFF';
        const met = now === bulb.status;
        return (
          <li
            key={bulb.type}
            className={[styles.goal, met ? styles.met : ''].join(' ')}
            aria-label={`${lightWords(bulb.type)} should be ${bulb.status}, now ${now}${met ? ' (matches)' : ''}`}
            data-goal={bulb.type}
            data-now={now}
          >
            <span className={styles.art}>
              <PieceArt cell={{ type: bulb.type, rotation: 0 }} artStyle={artStyle} bulbState={bulb.status === 'OFF' ? 'OFF' : bulb.status} />
            </span>
            <span className={[styles.badge, styles[bulb.status]].join(' ')}>{bulb.status}</span>
            <span className={[styles.now, styles[`now${now}`]].join(' ')} aria-hidden="true">
              {met ? <Check /> : null}
              now {now}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
