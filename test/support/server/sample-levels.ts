// Small community levels for the levels API tests and the explore e2e: one solvable by a single wire,
// one the solver must refuse (its tray cannot bridge the gap), one already solved before anything is
// placed, and one with a switch and a resistor (derived tags). Shapes are POST /api/levels bodies.
import type { LevelInput } from '../../../src/api/index';
import { ladderGrid } from '../../../src/engine/testing/ladder-grid';
import { seeded } from '../../../src/engine/testing/random';

/** A 4×2 loop with one gap at row 1, column 1; the tray's straight wire closes it and lights the bulb. */
export function gapLevel(name = 'Close the gap', tags: string[] = ['Beginner']): LevelInput {
  return {
    name,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 'resistor', row: 0, col: 2, rotation: 0, resistanceValue: 330 },
      { type: 'corner-wire', row: 0, col: 3, rotation: 0 },
      { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
      { type: 'straight-wire', row: 1, col: 2, rotation: 90 },
      { type: 'red-bulb', row: 1, col: 3, rotation: 180 },
    ],
    draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 90 }],
    goal: [{ type: 'red-bulb', status: 'ON' }],
    metadata: { gridCol: 4, gridRow: 2 },
    educationalMessages: { success: 'The loop is closed!', failure: 'There is still a gap.' },
    tags,
  };
}

/** The same loop, but the tray only holds a corner wire, which cannot join left and right. */
export function unsolvableLevel(): LevelInput {
  return { ...gapLevel('No way through'), draggableItems: [{ type: 'corner-wire', itemCount: 1 }] };
}

/** The same loop with the gap already filled: the bulb is on before the learner moves. */
export function solvedAtStartLevel(): LevelInput {
  const level = gapLevel('Already lit');
  return { ...level, prePlacedComponents: [...level.prePlacedComponents, { type: 'straight-wire', row: 1, col: 1, rotation: 90 }] };
}

/** A 5×2 loop with an open switch and a gap for the tray's resistor: derives 'Switch' and 'Resistor'. */
export function switchLevel(name = 'Flip the switch', tags: string[] = ['Intermediate']): LevelInput {
  return {
    name,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 'switch', row: 0, col: 2, rotation: 0, isOn: false },
      { type: 'corner-wire', row: 0, col: 4, rotation: 0 },
      { type: 'corner-wire', row: 1, col: 0, rotation: 180 },
      { type: 'straight-wire', row: 1, col: 1, rotation: 90 },
      { type: 'straight-wire', row: 1, col: 2, rotation: 90 },
      { type: 'straight-wire', row: 1, col: 3, rotation: 90 },
      { type: 'red-bulb', row: 1, col: 4, rotation: 180 },
    ],
    draggableItems: [{ type: 'resistor', itemCount: 1, rotation: 0, resistanceValue: 330 }],
    goal: [{ type: 'red-bulb', status: 'ON' }],
    metadata: { gridCol: 5, gridRow: 2 },
    educationalMessages: { success: 'Switch closed, bulb on.', failure: 'Is the switch closed?' },
    tags,
  };
}

/**
 * A 5×5 board with two branches behind one gap: a 330 Ω resistor and the green bulb, and a pre-placed
 * capacitor (`capacitance`), a 660 Ω resistor and the red bulb. Goal: green ON, red OFF at the end of
 * the 10 s window. With 4.7 mF (τ ≈ 3.3 s) the red bulb fades from DIM to OFF at about 6.1 s, so the
 * level is solvable; at the default 10,000 µF (τ ≈ 7 s) it would still be DIM at 10 s.
 */
export function capacitorLevel(name = 'Fading red', capacitance: string | number = '4.7mF', tags: string[] = ['Intermediate']): LevelInput {
  return {
    name,
    prePlacedComponents: [
      { type: 'corner-wire', row: 0, col: 0, rotation: 270 },
      { type: 'battery', row: 0, col: 1, rotation: 0 },
      { type: 't-wire', row: 0, col: 3, rotation: 0 },
      { type: 'corner-wire', row: 0, col: 4, rotation: 0 },
      { type: 'straight-wire', row: 1, col: 0, rotation: 0 },
      { type: 'capacitor', row: 1, col: 3, rotation: 90, capacitance },
      { type: 'resistor', row: 1, col: 4, rotation: 90, resistanceValue: 330 },
      { type: 'straight-wire', row: 2, col: 0, rotation: 0 },
      { type: 'resistor', row: 2, col: 3, rotation: 90, resistanceValue: 660 },
      { type: 'green-bulb-straight', row: 2, col: 4, rotation: 90 },
      { type: 'straight-wire', row: 3, col: 0, rotation: 0 },
      { type: 'red-bulb-straight', row: 3, col: 3, rotation: 90 },
      { type: 'straight-wire', row: 3, col: 4, rotation: 0 },
      { type: 'corner-wire', row: 4, col: 0, rotation: 180 },
      { type: 'straight-wire', row: 4, col: 1, rotation: 90 },
      { type: 'straight-wire', row: 4, col: 2, rotation: 90 },
      { type: 't-wire', row: 4, col: 3, rotation: 180 },
      { type: 'corner-wire', row: 4, col: 4, rotation: 90 },
    ],
    draggableItems: [{ type: 'straight-wire', itemCount: 1, rotation: 90 }],
    goal: [{ type: 'green-bulb', status: 'ON' }, { type: 'red-bulb', status: 'OFF' }],
    metadata: { gridCol: 5, gridRow: 5 },
    educationalMessages: { success: 'The capacitor charged and the red bulb faded out.', failure: 'Watch the red bulb fade.' },
    tags,
  };
}

/**
 * The solver's worst case a client can publish: an open 9×9 grid with only a battery, 40 tray items
 * (35 resistor values) and two bulbs to light. Its search takes seconds of CPU; `variant` changes one
 * resistor value so each copy is a new level.
 */
export function worstCaseLevel(variant = 0): LevelInput {
  return {
    name: `Worst case ${variant}`,
    prePlacedComponents: [{ type: 'battery', row: 4, col: 4, rotation: 0 }],
    draggableItems: [
      { type: 'straight-wire', itemCount: 3 },
      { type: 'corner-wire', itemCount: 3 },
      { type: 't-wire', itemCount: 3 },
      { type: 'red-bulb-straight', itemCount: 1 },
      { type: 'green-bulb-straight', itemCount: 1 },
      { type: 'yellow-bulb-straight', itemCount: 1 },
      ...Array.from({ length: 34 }, (_, n) => ({ type: 'resistor' as const, itemCount: 3, resistanceValue: 100 + n * 37 + (n === 0 ? variant : 0) })),
    ],
    goal: [{ type: 'red-bulb', status: 'ON' }, { type: 'green-bulb', status: 'ON' }, { type: 'yellow-bulb', status: 'ON' }],
    metadata: { gridCol: 9, gridRow: 9 },
    educationalMessages: { success: 'All three bulbs light.', failure: 'Not yet.' },
    tags: [],
  };
}

/**
 * The board of the freeze (docs/performance.md "Heavy work"): a 9×9 grid full of diodes, MOSFETs and the
 * largest capacitors, all pre-placed, with an empty tray, so an attempt's only legal answer is the
 * board itself and each one asks the engine for a long, stiff transient. Stored directly in the tests
 * (a board like it was published before the publish check had to prove a level).
 */
export function heavyBoardLevel(seed = 1): LevelInput {
  const grid = ladderGrid(seeded(seed), { rows: 9, cols: 9, kinds: ['diode', 'mosfet', 'capacitor', 'bulb'] });
  const prePlacedComponents = grid.flatMap((row, r) =>
    row.flatMap((cell, c) => (cell ? [{ ...cell, ...(cell.type === 'capacitor' ? { capacitance: '10000uF' } : {}), row: r, col: c }] : [])),
  ) as LevelInput['prePlacedComponents'];
  const light = prePlacedComponents.find((piece) => piece.type.endsWith('-bulb-straight'));
  const goalType = (light?.type.replace('-straight', '') ?? 'red-bulb') as LevelInput['goal'][number]['type'];
  return {
    name: `Heavy board ${seed}`,
    prePlacedComponents,
    draggableItems: [],
    goal: [{ type: goalType, status: 'ON' }],
    metadata: { gridCol: 9, gridRow: 9 },
    educationalMessages: { success: 'Lit.', failure: 'Not lit.' },
    tags: [],
  };
}
