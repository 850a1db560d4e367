// "Why?" for the lights on the board that are not ON (docs/explanations.md): one button per light
// beside the goal cards, never on the board itself, so a tap on a part always turns or toggles it and
// a dark LED's direction stays in view. While a timed change plays back the strip waits: the engine's
// explanation is about the end of the window, not the moment on show.
import { HelpCircle } from 'lucide-react';
import { isLight, lightWords } from '../../../../engine/components/catalogue';
import type { BulbState } from '../../../../engine/types';
import type { Board } from '../../../components/circuit/grid-state';
import styles from './why-strip.module.css';

interface WhyStripProps {
  board: Board;
  bulbs: Partial<Record<string, BulbState>>;
  /** True while timed bulb changes are played back. */
  playing: boolean;
  onWhy: (light: string) => void;
}

/** The lights placed on the board that are not ON, in board order, once each. */
export function darkLights(board: Board, bulbs: Partial<Record<string, BulbState>>): { type: string; state: BulbState }[] {
  const found: { type: string; state: BulbState }[] = [];
  for (const line of board.pieces) {
    for (const piece of line) {
      const type = piece?.cell.type;
      if (!type || !isLight(type) || found.some((f) => f.type === type)) continue;
      const state = bulbs[type];
      if (state !== undefined && state !== 'ON') found.push({ type, state });
    }
  }
  return found;
}

export function WhyStrip({ board, bulbs, playing, onWhy }: WhyStripProps) {
  const dark = darkLights(board, bulbs);
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
