// The creator's scenario goal (docs/product.md "Screens", Level creator; docs/architecture.md "Scenario
// goals"): one card per scenario with its label, its inputs — a push button held or released, a knob's
// position, the light level, with the player's words and limits — and its own goal lights (the goal
// toggles). What is wrong is said under the card, in the server's own words. Loaded lazily: only levels
// whose parts read an input need it.
import { Plus, Trash2 } from 'lucide-react';
import { MAX_SCENARIOS, MIN_SCENARIOS } from '../../../../api/index';
import { displayName, GOAL_LIGHT_TYPES, goalOf, type ScenarioInputField } from '../../../../engine/index';
import { LIGHT_STEPS, lightText, stepOfLux } from '../../../components/circuit/light-scale';
import { boardInputsOf } from '../model/board-view';
import type { Draft, DraftScenario, GoalColour } from '../model/draft';
import { scenarioIssues } from '../model/rules';
import { addScenario, inputSpecOf, removeScenario, valueAtShare, withGoalRemoved, withGoalToggled, withInput, withLabel } from '../model/scenario-edits';
import { GoalToggles } from './goal-toggles';
import styles from './scenario-editor.module.css';

export interface ScenarioEditorProps {
  draft: Draft;
  /** The scenarios changed; `typing` when only a label's text changed (no undo step of its own). */
  onChange(scenarios: DraftScenario[], typing?: boolean): void;
}

export default function ScenarioEditor({ draft, onChange }: ScenarioEditorProps) {
  const { scenarios } = draft;
  const fields = boardInputsOf(draft);
  const issues = scenarioIssues(draft);
  const colours = lightsOffered(draft);
  return (
    <div className={styles.editor}>
      {issues
        .filter((issue) => issue.index === null)
        .map((issue) => (
          <p key={issue.message} className={styles.error} role="alert">
            {issue.message}
          </p>
        ))}
      <ol className={styles.list} aria-label="Scenarios">
        {scenarios.map((scenario, index) => {
          const own = issues.filter((issue) => issue.index === index);
          const name = `Scenario ${index + 1}`;
          return (
            <li key={index} className={[styles.card, own.length > 0 ? styles.wrong : ''].join(' ')} data-scenario-index={index} aria-label={name}>
              <div className={styles.head}>
                <label className={styles.labelField}>
                  <span className={styles.number}>{index + 1}</span>
                  <input
                    className={styles.labelInput}
                    value={scenario.label}
                    maxLength={40}
                    placeholder="Label, e.g. Button held"
                    aria-label={`${name} label`}
                    aria-invalid={own.length > 0}
                    onChange={(event) => onChange(withLabel(scenarios, index, event.target.value), true)}
                  />
                </label>
                {scenarios.length > MIN_SCENARIOS && (
                  <button type="button" className={styles.remove} onClick={() => onChange(removeScenario(scenarios, index))} aria-label={`Remove scenario ${index + 1}`} title="Remove this scenario">
                    <Trash2 aria-hidden="true" />
                  </button>
                )}
              </div>
              <div className={styles.inputs}>
                {fields.map((field) => (
                  <InputControl key={field.name} field={field} scenario={scenario} context={name} onSet={(value) => onChange(withInput(scenarios, index, field.name, value))} />
                ))}
              </div>
              <GoalToggles
                goal={scenario.goal}
                colours={colours}
                context={scenario.label || name}
                onToggle={(type) => onChange(withGoalToggled(scenarios, index, type))}
                onRemove={(type) => onChange(withGoalRemoved(scenarios, index, type))}
              />
              {own.map((issue) => (
                <p key={issue.message} className={styles.error} role="alert">
                  {issue.message}
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {scenarios.length < MAX_SCENARIOS && (
        <button type="button" className={styles.add} onClick={() => onChange(addScenario(draft))}>
          <Plus aria-hidden="true" /> Add a scenario
        </button>
      )}
    </div>
  );
}

interface InputControlProps {
  field: ScenarioInputField;
  scenario: DraftScenario;
  /** 'Scenario 1': tells the controls of several cards apart. */
  context: string;
  onSet(value: number | boolean): void;
}

/** One input of one scenario: held/released for a push button, the player's slider for a knob or the light. */
function InputControl({ field, scenario, context, onSet }: InputControlProps) {
  const value = scenario.inputs[field.name];
  const spec = inputSpecOf(field);
  if (!spec) {
    const part = displayName(field.readBy[0]);
    return (
      <fieldset className={styles.choice}>
        <legend className={styles.name}>{part}</legend>
        {([true, false] as const).map((held) => (
          <label key={String(held)} className={[styles.chip, value === held ? styles.chipOn : ''].join(' ')}>
            <input type="radio" name={`${context}-${field.name}`} checked={value === held} onChange={() => onSet(held)} aria-label={`${context}: ${part.toLowerCase()} ${held ? 'held' : 'released'}`} />
            {held ? 'Held' : 'Released'}
          </label>
        ))}
      </fieldset>
    );
  }
  const shown = typeof value === 'number' ? value : spec.default;
  const light = field.on === 'board';
  const steps = light ? LIGHT_STEPS : 100;
  const step = light ? stepOfLux(shown, spec) : Math.round(((shown - spec.min) / (spec.max - spec.min)) * 100);
  // The player's words for the value: the light in words and lux, a knob as a share of its turn.
  const text = light ? lightText(shown) : `${Math.round(step)} %`;
  return (
    <label className={styles.slider}>
      <span className={styles.name}>{spec.name}</span>
      <input
        type="range"
        min={0}
        max={steps}
        step={1}
        value={step}
        aria-label={`${context}: ${spec.name.toLowerCase()}`}
        aria-valuetext={text}
        onChange={(event) => onSet(valueAtShare(field, spec, Number(event.target.value) / steps))}
      />
      <output className={styles.value}>{typeof value === 'number' ? text : `${text} (not set)`}</output>
    </label>
  );
}

/** The goal lights a scenario may ask for: those of the level's lights, else the three bulbs. */
function lightsOffered(draft: Draft): GoalColour[] {
  const onBoard = new Set<GoalColour>();
  for (const cell of draft.grid.flat()) if (cell) addGoal(onBoard, cell.type);
  for (const item of draft.inventory) addGoal(onBoard, item.type);
  for (const scenario of draft.scenarios) for (const g of scenario.goal) onBoard.add(g.type);
  const offered = GOAL_LIGHT_TYPES.filter((type) => onBoard.has(type));
  return offered.length > 0 ? offered : GOAL_LIGHT_TYPES.slice(0, 3);
}

function addGoal(goals: Set<GoalColour>, type: Parameters<typeof goalOf>[0]): void {
  const goal = goalOf(type);
  if (goal) goals.add(goal);
}
