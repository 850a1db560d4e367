// restoreLevel (docs/architecture.md "Levels at the edge"): a community level stored in any shape the app
// has written opens as the same puzzle, and a valid published level loses nothing on the way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAILURE_MESSAGE, DEFAULT_SUCCESS_MESSAGE, levelInputSchema, type LevelInput } from '../api/levels';
import { CATALOGUE, paramsOf } from '../engine/components/catalogue';
import { COMPONENT_TYPES, GOAL_LIGHT_TYPES, type ComponentType } from '../engine/types';
import { DOORBELL_SCENARIOS } from '../../test/support/doorbell';
import { levelFieldsOf, levelGridOf, restoreLevel, type Puzzle } from './restore-level';

/** A level as GET /api/levels/{id} returns it today. */
const STORED = {
  id: '3f1c1e52-8d0b-4d7a-9a57-0d2c4d1f0a11',
  name: 'Two bulbs',
  description: 'Light the red bulb.',
  creatorId: 'u1',
  creatorName: 'Ada',
  prePlacedComponents: [
    { type: 'battery', row: 0, col: 0, rotation: 0 },
    { type: 'resistor', row: 0, col: 1, rotation: 90, resistanceValue: 560 },
  ],
  draggableItems: [
    { type: 'straight-wire', itemCount: 2, rotation: 90 },
    { type: 'capacitor', itemCount: 1, capacitance: '4.7mF' },
  ],
  goal: [{ type: 'red-bulb', status: 'ON' }],
  metadata: { gridCol: 4, gridRow: 3 },
  educationalMessages: { success: 'Yes!', failure: 'Not yet.' },
  tags: ['Beginner'],
  playCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The puzzle it plays (the same the player and the server judge have always made of it). */
const PUZZLE: Puzzle = {
  exerciseType: 'circuit',
  title: 'Two bulbs',
  description: 'Light the red bulb.',
  gridSize: { rows: 3, cols: 4 },
  prePlacedComponents: [
    { type: 'battery', row: 0, col: 0, rotation: 0 },
    { type: 'resistor', row: 0, col: 1, rotation: 90, resistanceValue: 560 },
  ],
  inventory: [
    { type: 'straight-wire', count: 2, rotation: 90 },
    { type: 'capacitor', count: 1, capacitance: '4.7mF' },
  ],
  goal: [{ type: 'red-bulb', status: 'ON' }],
  successMessage: 'Yes!',
  failureMessage: 'Not yet.',
  tags: ['Beginner'],
  metadata: { gridCol: 4, gridRow: 3 },
};

const { draggableItems, name, educationalMessages, metadata, description, ...rest } = STORED;

/** Each shape a level has been stored or sent in, and how its puzzle differs from today's. */
const OLDER_SHAPES: [string, unknown, Partial<Puzzle>][] = [
  ["today's stored level", STORED, {}],
  ['the POST /api/levels body (no id, creator or counts)', { name, description, prePlacedComponents: STORED.prePlacedComponents, draggableItems, goal: STORED.goal, metadata, educationalMessages, tags: STORED.tags }, {}],
  ['no description (before levels had one)', { ...STORED, description: undefined }, { description: '' }],
  ['a description with spaces around it', { ...STORED, description: '  Light the red bulb.  ' }, {}],
  ["an unlimited tray piece (itemCount: 'Infinity')", { ...STORED, draggableItems: [{ type: 'straight-wire', itemCount: 'Infinity', rotation: 90 }, draggableItems[1]] }, { inventory: [{ type: 'straight-wire', count: 3, rotation: 90 }, PUZZLE.inventory[1]] }],
  ['more than 3 of a piece', { ...STORED, draggableItems: [{ type: 'straight-wire', itemCount: 7, rotation: 90 }, draggableItems[1]] }, { inventory: [{ type: 'straight-wire', count: 3, rotation: 90 }, PUZZLE.inventory[1]] }],
  ['a tray piece without a count', { ...STORED, draggableItems: [{ type: 'straight-wire', rotation: 90 }, draggableItems[1]] }, { inventory: [{ type: 'straight-wire', count: 1, rotation: 90 }, PUZZLE.inventory[1]] }],
  ['`inventory` with `count` instead of `draggableItems`', { ...rest, name, description, metadata, educationalMessages, inventory: [{ type: 'straight-wire', count: 2, rotation: 90 }, { type: 'capacitor', count: 1, capacitance: '4.7mF' }] }, {}],
  ['`title` instead of `name`', { ...rest, title: 'Two bulbs', description, draggableItems, metadata, educationalMessages }, {}],
  ['neither name nor title', { ...rest, description, draggableItems, metadata, educationalMessages }, { title: 'Community level' }],
  ['no metadata (the grid was always 5×5)', { ...rest, name, description, draggableItems, educationalMessages }, { gridSize: { rows: 5, cols: 5 }, metadata: { gridCol: 5, gridRow: 5 } }],
  ['no educational messages', { ...rest, name, description, draggableItems, metadata }, { successMessage: DEFAULT_SUCCESS_MESSAGE, failureMessage: DEFAULT_FAILURE_MESSAGE }],
  ['one educational message', { ...STORED, educationalMessages: { success: 'Yes!' } }, { failureMessage: DEFAULT_FAILURE_MESSAGE }],
  ['messages in the puzzle words', { ...rest, name, description, draggableItems, metadata, successMessage: 'Yes!', failureMessage: 'Not yet.' }, {}],
  ['no tags', { ...STORED, tags: undefined }, { tags: [] }],
  ['pieces with keys the app no longer keeps (id, svgPath)', { ...STORED, prePlacedComponents: STORED.prePlacedComponents.map((p) => ({ ...p, id: 'x' })), draggableItems: draggableItems.map((d) => ({ ...d, id: 'y', svgPath: '/w.svg' })) }, {}],
  ['a goal light with extra keys', { ...STORED, goal: [{ type: 'red-bulb', status: 'ON', label: 'Red' }] }, {}],
  [
    "values today's schema refuses (beyond the limits, not a value): the part's default",
    { ...STORED, prePlacedComponents: [STORED.prePlacedComponents[0], { ...STORED.prePlacedComponents[1], resistanceValue: 1e12 }], draggableItems: [draggableItems[0], { type: 'capacitor', itemCount: 1, capacitance: 'lots' }] },
    { prePlacedComponents: [PUZZLE.prePlacedComponents[0], { type: 'resistor', row: 0, col: 1, rotation: 90 }], inventory: [PUZZLE.inventory[0], { type: 'capacitor', count: 1 }] },
  ],
  ['a scenario level (goal empty)', { ...STORED, goal: [], scenarios: DOORBELL_SCENARIOS }, { goal: undefined, scenarios: DOORBELL_SCENARIOS }],
  ['already the puzzle (a creator test play of an exercise)', PUZZLE, {}],
];

describe('restoreLevel: every stored shape opens', () => {
  it.each(OLDER_SHAPES)('%s', (_shape, stored, differs) => {
    const expected = Object.fromEntries(Object.entries({ ...PUZZLE, ...differs }).filter(([, value]) => value !== undefined));
    expect(restoreLevel(stored)).toEqual(expected);
  });

  it.each([
    ['no goal and no scenarios', { ...STORED, goal: [] }],
    ['a part the app does not know', { ...STORED, prePlacedComponents: [{ type: 'laser', row: 0, col: 0, rotation: 0 }] }],
    ['a grid larger than 9', { ...STORED, metadata: { gridCol: 12, gridRow: 3 } }],
    ['a goal that is not a list', { ...STORED, goal: 'red' }],
    ['broken scenarios', { ...STORED, goal: [], scenarios: ['nonsense'] }],
    ['nothing', null],
    ['a string', 'level'],
  ])('cannot be played: %s', (_case, stored) => {
    expect(restoreLevel(stored)).toBeNull();
  });
});

/** What GET /api/levels/{id} answers for STORED besides its row's columns (id, name, creator, tags, counts). */
const FIELDS = { description, prePlacedComponents: STORED.prePlacedComponents, draggableItems, goal: STORED.goal, metadata, educationalMessages };

/** Older stored shapes in docs/api.md's words, and how that differs from today's row. */
const IN_SPEC_WORDS: [string, unknown, Partial<Record<keyof typeof FIELDS | 'scenarios', unknown>>][] = [
  ["today's stored level", STORED, {}],
  [
    'the oldest words: `inventory` with `count`, `title`, no metadata, messages or description',
    { title: 'Two bulbs', prePlacedComponents: STORED.prePlacedComponents, inventory: [{ type: 'straight-wire', count: 2, rotation: 90 }], goal: STORED.goal },
    {
      description: undefined,
      draggableItems: [{ type: 'straight-wire', itemCount: 2, rotation: 90 }],
      metadata: { gridCol: 5, gridRow: 5 },
      educationalMessages: { success: DEFAULT_SUCCESS_MESSAGE, failure: DEFAULT_FAILURE_MESSAGE },
    },
  ],
  [
    "an unlimited piece and more than 3 of a piece: 3, today's most",
    { ...STORED, draggableItems: [{ type: 'straight-wire', itemCount: 'Infinity', rotation: 90 }, { ...draggableItems[1], itemCount: 7 }] },
    { draggableItems: [{ type: 'straight-wire', itemCount: 3, rotation: 90 }, { ...draggableItems[1], itemCount: 3 }] },
  ],
  ['unknown keys on pieces, goal and metadata', { ...STORED, prePlacedComponents: STORED.prePlacedComponents.map((p) => ({ ...p, id: 'x' })), goal: [{ type: 'red-bulb', status: 'ON', label: 'Red' }], metadata: { ...metadata, theme: 'dark' } }, {}],
  ['a grid one column wide: widened to 2, the pieces keep their cells', { ...STORED, prePlacedComponents: [STORED.prePlacedComponents[0]], metadata: { gridCol: 1, gridRow: 3 } }, { prePlacedComponents: [STORED.prePlacedComponents[0]], metadata: { gridCol: 2, gridRow: 3 } }],
  ['a scenario level', { ...STORED, goal: [], scenarios: DOORBELL_SCENARIOS }, { goal: [], scenarios: DOORBELL_SCENARIOS }],
];

describe('levelFieldsOf: a stored level in docs/api.md\'s words', () => {
  it.each(IN_SPEC_WORDS)('%s', (_shape, stored, differs) => {
    const expected = Object.fromEntries(Object.entries({ ...FIELDS, ...differs }).filter(([, value]) => value !== undefined));
    expect(levelFieldsOf(stored)).toEqual(expected);
  });

  it.each([
    ['a level that cannot be played (no goal)', { ...STORED, goal: [] }],
    ['a probe goal, which a community level cannot say', { ...PUZZLE, goal: [{ probe: 'current', min: 0.01, max: 0.02 }] }],
    ['not a level', 'level'],
  ])('null for %s', (_case, stored) => {
    expect(levelFieldsOf(stored)).toBeNull();
  });

  it.each([
    ["today's grid", { gridCol: 4, gridRow: 3 }, { gridCol: 4, gridRow: 3 }],
    ['a grid with an unknown key', { gridCol: 4, gridRow: 3, theme: 'dark' }, { gridCol: 4, gridRow: 3 }],
    ['a side of 1', { gridCol: 1, gridRow: 3 }, { gridCol: 2, gridRow: 3 }],
    ['no metadata (SQL null)', null, { gridCol: 5, gridRow: 5 }],
    ['an unreadable grid', { gridCol: 12, gridRow: 'three' }, { gridCol: 5, gridRow: 5 }],
  ])('levelGridOf: %s', (_case, stored, expected) => {
    expect(levelGridOf(stored)).toEqual(expected);
  });
});

// Random valid published levels: every piece, value, rotation and count, the goal or scenarios, and the texts survive.
const rotation = fc.constantFrom(0 as const, 90 as const, 180 as const, 270 as const);
const types = CATALOGUE.map((part) => part.type).filter((type) => (COMPONENT_TYPES as readonly ComponentType[]).includes(type));

/** Values of the type, each left out or set to one of its presets (state fields on or off). */
function valuesArb(type: ComponentType, tray: boolean): fc.Arbitrary<Record<string, unknown>> {
  const fields = paramsOf(type)
    .filter(([, spec]) => !tray || !spec.playable)
    .map(([field, spec]) => [field, fc.option(fc.constantFrom(...(spec.presets as unknown[])), { nil: undefined })] as const);
  const state = tray ? [] : CATALOGUE.filter((part) => part.type === type).flatMap((part) => (part.state ? [[part.state.field, fc.option(fc.boolean(), { nil: undefined })] as const] : []));
  return fc.record(Object.fromEntries([...fields, ...state])).map((values) => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
}

const levelArb: fc.Arbitrary<unknown> = fc
  .record({
    rows: fc.integer({ min: 2, max: 9 }),
    cols: fc.integer({ min: 2, max: 9 }),
    name: fc.string({ minLength: 1, maxLength: 50 }).filter((s) => s.trim() === s && s.length > 0),
    description: fc.option(fc.constantFrom('Light the red bulb.', 'Press the button.'), { nil: undefined }),
    fixed: fc.array(fc.record({ type: fc.constantFrom(...types), rotation, cell: fc.nat(80) }).chain((p) => valuesArb(p.type, false).map((values) => ({ ...p, values }))), { maxLength: 6 }),
    tray: fc.array(
      fc.record({ type: fc.constantFrom(...types), itemCount: fc.integer({ min: 1, max: 3 }), rotation: fc.option(rotation, { nil: undefined }) }).chain((t) => valuesArb(t.type, true).map((values) => ({ ...t, values }))),
      { minLength: 1, maxLength: 6 },
    ),
    goal: fc.uniqueArray(fc.record({ type: fc.constantFrom(...GOAL_LIGHT_TYPES), status: fc.constantFrom('ON' as const, 'OFF' as const, 'DIM' as const) }), { minLength: 1, maxLength: 3, selector: (g) => g.type }),
    scenarios: fc.boolean(),
    success: fc.string({ maxLength: 40 }),
    failure: fc.string({ maxLength: 40 }),
    tags: fc.array(fc.constantFrom('Beginner', 'Resistor', 'Challenge'), { maxLength: 3 }),
  })
  .map((l) => {
    const taken = new Set<string>();
    const prePlacedComponents = l.fixed.flatMap(({ type, rotation: turn, cell, values }) => {
      const row = Math.floor(cell / 9) % l.rows;
      const col = (cell % 9) % l.cols;
      if (taken.has(`${row},${col}`)) return [];
      taken.add(`${row},${col}`);
      return [{ type, row, col, rotation: turn, ...values }];
    });
    const draggableItems = [
      ...l.tray.map(({ type, itemCount, rotation: turn, values }) => ({ type, itemCount, ...(turn === undefined ? {} : { rotation: turn }), ...values })),
      // A scenario level needs a part that reads its inputs (the doorbell's button).
      ...(l.scenarios ? [{ type: 'push-button' as const, itemCount: 1 }] : []),
    ];
    return {
      name: l.name,
      ...(l.description ? { description: l.description } : {}),
      prePlacedComponents,
      draggableItems,
      ...(l.scenarios ? { goal: [], scenarios: DOORBELL_SCENARIOS } : { goal: l.goal }),
      metadata: { gridCol: l.cols, gridRow: l.rows },
      educationalMessages: { success: l.success, failure: l.failure },
      tags: l.tags,
    };
  });

describe('restoreLevel: a valid published level keeps everything', () => {
  it('every piece, value, rotation and count, the goal or scenarios and the messages', () => {
    let checked = 0;
    fc.assert(
      fc.property(levelArb, (raw) => {
        const valid = levelInputSchema.safeParse(raw);
        fc.pre(valid.success);
        const level = valid.data as LevelInput;
        checked += 1;
        // Through JSON, as it is stored and served.
        const puzzle = restoreLevel(JSON.parse(JSON.stringify(level)));
        expect(puzzle).not.toBeNull();
        expect(puzzle?.title).toBe(level.name);
        expect(puzzle?.description).toBe(level.description ?? '');
        expect(puzzle?.gridSize).toEqual({ rows: level.metadata.gridRow, cols: level.metadata.gridCol });
        expect(puzzle?.prePlacedComponents).toEqual(level.prePlacedComponents);
        expect(puzzle?.inventory).toEqual(level.draggableItems.map(({ itemCount, ...piece }) => ({ ...piece, count: itemCount })));
        if (level.scenarios) {
          expect(puzzle?.scenarios).toEqual(level.scenarios);
          expect(puzzle?.goal).toBeUndefined();
        } else {
          expect(puzzle?.goal).toEqual(level.goal);
          expect(puzzle?.scenarios).toBeUndefined();
        }
        expect([puzzle?.successMessage, puzzle?.failureMessage]).toEqual([level.educationalMessages.success, level.educationalMessages.failure]);
        expect(puzzle?.tags).toEqual(level.tags);
        // Said back in docs/api.md's words, it is the level as published.
        const { name: _name, tags: _tags, ...published } = level;
        expect(levelFieldsOf(JSON.parse(JSON.stringify(level)))).toEqual(JSON.parse(JSON.stringify(published)));
      }),
      { numRuns: 300, seed: 22 },
    );
    expect(checked).toBeGreaterThan(150);
  });
});
