// "Why?" for the lights on the board that miss the goal (docs/explanations.md): one button per light
// beside the goal cards, never on the board itself, so a tap on a part always turns or toggles it and
// a dark LED's direction stays in view. A light that already shows what the goal asks (the red bulb
// OFF when the goal wants it OFF) gets no button: after a Check a learner reads each offered question
// as "this is what is wrong". While a timed change plays back the strip waits: the engine's
// explanation is about the end of the window, not the moment on show.
import { HelpCircle } from 'lucide-react';
import { lightWords, type BulbState, type GoalBulb } from '../../../../engine/index';
import type { Board } from '../../../components/circuit/grid-state';
import { darkLights } from './why-lights';
import styles from './why-strip.module.css';

interface WhyStripProps {
  board: Board;
  bulbs: Partial<Record<string, BulbState>>;
  /** The goal the board plays now (a scenario's when one is on); null when no goal applies (no scenario on). */
  goal: readonly GoalBulb[] | null;
  /** True while timed bulb changes are played back. */
  playing: boolean;
  onWhy: (light: string) => void;
}

export function WhyStrip({ board, bulbs, goal, playing, onWhy }: WhyStripProps) {
  const dark = darkLights(board, bulbs, goal);
  if (dark.length === 0) return null;
  if (playing) {
    return (
      <p className={styles.waiting} data-testid="why-waiting">
        <HelpCircle aria-hidden="true" /> “Why?” comes when the playback ends
      </p>
    );
  }
  return (
    <div className={styles.strip} data-testid="why-strip">
      {dark.map(({ type, state }) => {
        const question = `Why is the ${lightWords(type) ?? type} ${state.toLowerCase()}?`;
        return (
          <button key={type} type="button" className={styles.why} data-why={type} onClick={() => onWhy(type)}>
            <HelpCircle aria-hidden="true" />
            {question}
          </button>
        );
      })}
    </div>
  );
}
