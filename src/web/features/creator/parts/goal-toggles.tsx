// The goal bulb toggles (docs/product.md "Screens", Level creator): one button per bulb colour. A bulb
// not yet in the goal becomes ON on the first press, then each press flips it between ON and OFF;
// a small × takes it out of the goal. Each card also says what that bulb does on the grid right now.
import { X } from 'lucide-react';
import { GOAL_LIGHT_TYPES, goalOf, type BulbState, type GoalBulb, type LightType } from '../../../../engine/index';
import { PieceArt } from '../../../components/circuit/piece-art';
import { componentLabel } from '../../../components/component-art/component-art';
import type { GoalColour } from '../model/draft';
import styles from './goal-toggles.module.css';

const COLOURS: readonly GoalColour[] = GOAL_LIGHT_TYPES;

export interface GoalTogglesProps {
  goal: GoalBulb[];
  /** The live state of each colour on the grid (undefined = not on the grid); left out, no live line is shown. */
  live?: Partial<Record<GoalColour, BulbState>>;
  /** The lights offered (all goal lights when left out). */
  colours?: readonly GoalColour[];
  /** Said before each light's name to screen readers ('Button held: Red bulb goal'). */
  context?: string;
  onToggle: (type: GoalColour) => void;
  onRemove: (type: GoalColour) => void;
}

export function GoalToggles({ goal, live, colours = COLOURS, context, onToggle, onRemove }: GoalTogglesProps) {
  return (
    <ul className={styles.list}>
      {colours.map((type) => {
        const status = goal.find((g) => g.type === type)?.status;
        const name = componentLabel(type);
        const now = live?.[type];
        const said = context ? `${context}: ${name}` : name;
        return (
          <li key={type} className={[styles.card, status ? styles.inGoal : ''].join(' ')} data-goal={type}>
            <button
              type="button"
              className={styles.toggle}
              onClick={() => onToggle(type)}
              aria-label={`${said} goal: ${status ?? 'not in the goal'}`}
              aria-pressed={Boolean(status)}
            >
              <span className={styles.art}>
                <PieceArt cell={{ type, rotation: 0 }} artStyle="photo" bulbState={status === 'ON' ? 'ON' : 'OFF'} />
              </span>
              <span className={styles.text}>
                <span className={[styles.status, status ? styles[status] : ''].join(' ')}>{status ?? 'Not in goal'}</span>
                {live && <span className={styles.now}>{now ? `Grid: ${now}` : 'Not on grid'}</span>}
              </span>
            </button>
            {status && (
              <button type="button" className={styles.remove} onClick={() => onRemove(type)} aria-label={`Remove the ${name.toLowerCase()} from the ${context ? `${context} ` : ''}goal`} title="Remove from goal">
                <X aria-hidden="true" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The live state of each goal colour on the grid (an angled or straight bulb of that colour). */
export function liveGoalStates(bulbs: Partial<Record<LightType, BulbState>>): Partial<Record<GoalColour, BulbState>> {
  const states: Partial<Record<GoalColour, BulbState>> = {};
  for (const [type, state] of Object.entries(bulbs) as [LightType, BulbState][]) {
    const goal = goalOf(type);
    // The angled one of a colour wins when both bulbs of it are on the grid.
    if (goal && (!states[goal] || type === goal)) states[goal] = state;
  }
  return states;
}
