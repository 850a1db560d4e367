// The one-line task a generated level shows above its grid (docs/course.md "Practice and generated
// levels"), in words a 12-year-old reads at a glance: what to put in the gaps, which switch to set, and
// what the bulbs must do. Written from the finished level, so it always names its own parts and goal.
import type { LevelInput } from '../api/index';
import type { GoalBulb } from '../engine/index';
import type { LessonKind } from './design';

/** How the switches the learner must tap end up: closed, open, or none to tap. */
export type SwitchTask = 'close' | 'open' | null;

export interface InstructionInput {
  kind: LessonKind;
  level: Pick<LevelInput, 'draggableItems' | 'goal' | 'scenarios'>;
  /** Pieces the solved circuit needs from the tray (the tray may hold tempting extras beside them). */
  gaps: number;
  switchTask: SwitchTask;
  withStar: boolean;
}

/** Longest instruction the generator writes; the player shows it on one or two lines. */
export const MAX_INSTRUCTION_LENGTH = 160;

const NUMBERS = ['', 'one', 'two', 'three'];

function partName(type: string): string {
  if (type === 'straight-wire') return 'wire';
  if (type === 'mosfet') return 'MOSFET';
  if (type === 'ldr') return 'light sensor';
  if (type === 'potentiometer') return 'potentiometer';
  const led = /^(\w+)-led$/.exec(type);
  if (led) return `${led[1]} LED`;
  return type.replace(/-(straight|angled)$/, '').replace(/-/g, ' ');
}

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "the resistor", "the two diodes", "the resistor and the green bulb". */
function trayWords(items: LevelInput['draggableItems']): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(partName(item.type), (counts.get(partName(item.type)) ?? 0) + item.itemCount);
  return joinAnd([...counts].map(([name, n]) => (n === 1 ? `the ${name}` : `the ${NUMBERS[n] ?? n} ${name}s`)));
}

const VERBS: Record<GoalBulb['status'], [one: string, many: string]> = {
  ON: ['lights', 'light'],
  DIM: ['glows dimly', 'glow dimly'],
  OFF: ['stays dark', 'stay dark'],
};

/** "the red and green bulbs light and the yellow bulb stays dark": lights that do the same are named together. */
function goalWords(goal: readonly GoalBulb[], kind: LessonKind): string {
  const byStatus = new Map<GoalBulb['status'], string[]>();
  for (const { type, status } of goal) byStatus.set(status, [...(byStatus.get(status) ?? []), partName(type)]);
  return joinAnd(
    [...byStatus].map(([status, names]) => {
      const [one, many] = kind === 'capacitor' && status === 'OFF' ? ['ends up dark', 'end up dark'] : VERBS[status];
      if (names.length === 1) return `the ${names[0]} ${one}`;
      // "red bulb", "green bulb" → "the red and green bulbs"
      const noun = names[0].split(' ').slice(1).join(' ');
      const sameNoun = names.every((name) => name.split(' ').slice(1).join(' ') === noun);
      return sameNoun ? `the ${joinAnd(names.map((name) => name.split(' ')[0]))} ${noun}s ${many}` : `${joinAnd(names.map((name) => `the ${name}`))} ${many}`;
    }),
  );
}

/** Which polarised part the learner must turn, if one is in the tray. */
function turnedWords(items: LevelInput['draggableItems']): string {
  const diodes = items.filter((item) => item.type === 'diode').reduce((n, item) => n + item.itemCount, 0);
  if (diodes > 0) return diodes === 1 ? ', with the diode the right way round,' : ', with each diode the right way round,';
  const led = items.find((item) => item.type.endsWith('-led'));
  return led ? `, with the ${partName(led.type)} the right way round,` : '';
}

/** "0 %" from a knob scenario's label "Knob at 0 %" (scenarios.ts). */
const knobWords = (label: string) => label.replace(/^Knob at /, '');

/**
 * A scenario level's goals: "the red bulb lights with the button held and stays dark with the button let
 * go" (in the scenarios' own labels) when one light is judged in every scenario, else each scenario's goal
 * after its label.
 */
function scenarioWords(scenarios: NonNullable<LevelInput['scenarios']>, kind: LessonKind): string {
  const with_ = (label: string) => `with the ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  const light = scenarios[0]?.goal[0]?.type;
  if (light && scenarios.every((s) => s.goal.length === 1 && s.goal[0].type === light)) {
    // The knob's settings run in order, so one phrase says them all: "lights, glows dimly and stays dark as you turn the knob".
    if (kind === 'potentiometer') return `the ${partName(light)} ${joinAnd(scenarios.map((s) => VERBS[s.goal[0].status][0]))} as you turn the knob from ${knobWords(scenarios[0].label)} to ${knobWords(scenarios[scenarios.length - 1].label)}`;
    return `the ${partName(light)} ${joinAnd(scenarios.map((s) => `${VERBS[s.goal[0].status][0]} ${with_(s.label)}`))}`;
  }
  return joinAnd(scenarios.map((s) => `${goalWords(s.goal, kind)} ${with_(s.label)}`));
}

export function instructionFor({ kind, level, gaps, switchTask, withStar }: InstructionInput): string {
  const trayTotal = level.draggableItems.reduce((n, item) => n + item.itemCount, 0);
  const gapWord = gaps === 1 ? 'the gap' : 'the gaps';
  const place =
    trayTotal > gaps
      ? `Pick the right ${gaps === 1 ? 'part' : 'parts'} from the tray for ${gapWord}`
      : `Put ${trayWords(level.draggableItems)} in ${gapWord}`;
  // "Put the diode in the gap the right way round", not "…, with the diode the right way round,".
  const onlyPolarised = trayTotal === gaps && level.draggableItems.length === 1 && turnedWords(level.draggableItems) !== '';
  const turned = onlyPolarised ? ' the right way round' : turnedWords(level.draggableItems);
  const flip = switchTask ? ` and ${switchTask} the switch` : '';
  const goals = level.scenarios ? scenarioWords(level.scenarios, kind) : goalWords(level.goal, kind);
  const after =
    kind === 'exploded'
      ? ' and does not burn out'
      : (kind === 'series' || kind === 'parallel') && trayTotal > gaps
        ? ' safely'
        : kind === 'capacitor'
          ? ' once the capacitor has charged'
          : kind === 'mosfet'
            ? ' through the MOSFET'
            : '';
  const star = withStar ? ', and collect the star' : '';
  const full = `${place}${turned}${flip} so ${goals}${after}${star}.`;
  // Many lights and parts make a long sentence: then the goal card above the grid says the rest.
  return full.length <= MAX_INSTRUCTION_LENGTH ? full : `${place}${flip} so every light matches the goal${star}.`;
}
