// The goal of a scenario exercise (docs/course.md "Scenario goals"): one card per scenario with its
// label, its inputs in words and its goal lights and readings. "Try it" puts the board in that
// scenario's inputs; the scenario the board plays now is marked and its goal shows the live lights
// and readings (a tick when met), the others show only what they want; when none is, a line says the
// board's settings. Loaded lazily: only scenario exercises need it (docs/performance.md).
import { Check, Play } from 'lucide-react';
import type { Scenario } from '../../../../api/index';
import { bulbGoals, checkGoal, type BulbState, type GoalBulb, type SimulationResult } from '../../../../engine/index';
import { GoalBulbs } from './goal-bulbs';
import { GoalReadings } from './goal-readings';
import { scenarioDetail, scenarioInputsInWords } from '../../../components/circuit/scenario-words';
import styles from './scenario-panel.module.css';

export interface ScenarioPanelProps {
  scenarios: readonly Scenario[];
  /** The scenario the board's inputs are now (-1: none). */
  onNow: number;
  /** The board's settings now (scenario-state.ts `boardSettingsNow`), said when no scenario is on. */
  settingsNow: Scenario['inputs'];
  /** The live simulation of the board as it plays now. */
  result: SimulationResult;
  /** Whether the board has the buttons and knobs the scenario on now sets (scenario-state.ts): only then can its goal be met. */
  partsPlaced: boolean;
  /** Live state per goal light (the board as it plays now). */
  current: Partial<Record<GoalBulb['type'], BulbState>>;
  artStyle: 'photo' | 'schematic';
  /** The part types the exercise gives, for the probe drawn on a reading's card (goal-readings.tsx). */
  pieces?: ReadonlySet<string>;
  playing: boolean;
  /** "Try it" on the scenario at this index. */
  onTry(index: number): void;
}

export default function ScenarioPanel({ scenarios, onNow, settingsNow, result, partsPlaced, current, artStyle, playing, onTry, pieces }: ScenarioPanelProps) {
  const now = scenarioInputsInWords(settingsNow).join(', ');
  return (
    <>
      {/* No card is marked "Trying now": say where the board is, so the learner knows why. */}
      {onNow < 0 && (
        <p className={styles.offScenario} role="status">
          {now ? `Your board now: ${now}. That is none of the scenarios below: ` : 'Your board matches none of the scenarios below: '}
          press <strong>Try it</strong> on one.
        </p>
      )}
      <ol className={styles.list} aria-label="Scenarios">
        {scenarios.map((scenario, index) => {
          const on = index === onNow;
          // The judge's own rule (goal-check.ts), read on the live board: the verdict Check gives under these
          // inputs, once the board has the parts the scenario sets.
          const met = on && !playing && partsPlaced && checkGoal(result, scenario.goal).correct;
          const bulbs = bulbGoals(scenario.goal);
          // Each setting said once: what the label already names ("Button held") is not repeated beside it.
          const detail = scenarioDetail(scenario.label, scenario.inputs);
          return (
            <li
              key={scenario.label}
              className={[styles.scenario, on ? styles.on : '', met ? styles.met : ''].join(' ')}
              aria-label={`${detail ? `${scenario.label}: ${detail}` : scenario.label}${on ? (met ? ', trying now, goal met' : ', trying now, goal not met yet') : ''}`}
              aria-current={on ? 'true' : undefined}
              data-scenario={scenario.label}
              data-on={on}
              data-met={met}
            >
              <div className={styles.head}>
                <p className={styles.text}>
                  <strong className={styles.label}>{scenario.label}</strong>
                  {detail ? <span className={styles.inputs}>{detail}</span> : null}
                </p>
                {on ? (
                  <span className={styles.state}>
                    {met ? <Check aria-hidden="true" /> : null}
                    {met ? 'Goal met' : 'Trying now'}
                  </span>
                ) : (
                  <button type="button" className={styles.try} onClick={() => onTry(index)} aria-label={`Try it: ${scenario.label}`}>
                    <Play aria-hidden="true" />
                    Try it
                  </button>
                )}
              </div>
              <div className={styles.goal}>
                {bulbs.length > 0 && <GoalBulbs goal={bulbs} current={current} artStyle={artStyle} playing={on && playing} idle={!on} compact />}
                <GoalReadings goal={scenario.goal} probeData={result.probeData} artStyle={artStyle} idle={!on} judged={partsPlaced} pieces={pieces} />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
