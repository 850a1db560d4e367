// Every part × every value it carries × every path a piece travels (docs/architecture.md, "Adding a
// part"): the piece goes in with a value other than its default and must come out with that value.
// A converter that copies values field by field and forgets one fails here, whichever part it forgets.
// Paths through a tray compare what a tray carries (no state, nothing the learner turns while playing);
// paths on the grid compare every value and the state.
import { describe, expect, it } from 'vitest';
import { attemptAnswerSchema } from './api/attempts';
import { restoreLevel } from './puzzle/restore-level';
import { circuitExerciseSchema, type CircuitExercise } from './api/exercise';
import { levelInputSchema, type LevelInput } from './api/levels';
import { exerciseStart, puzzleFromExercise, puzzleFromLevel, solutionGrid } from './puzzle/solver-puzzle';
import { CATALOGUE, paramsOf, trayValuesOf, valueFieldsOf } from './engine/components/catalogue';
import { validateSimulationRequest } from './engine/validate';
import type { Cell, ComponentType, ParamName, ValueName } from './engine/types';
import { prePlaced, trayItems, type Piece } from './generator';
import { findGridProblem } from './server/attempts/validate-grid';
import { SearchState } from './solver';
import { trayCells } from './solver/testing/brute-force';
import { createGridState, gridReducer, toGrid, trayItemCell } from './web/components/circuit/grid-state';
import { creatorReducer } from './web/features/creator/model/creator-reducer';
import { emptyDraft, toLevelInput } from './web/features/creator/model/draft';
import { draftFromLevel, draftFromNavigation } from './web/features/creator/model/incoming-level';
import { dialogFieldsOf } from './web/features/creator/model/value-fields';
import { previewTrayCell } from './web/features/lessongen/preview-cells';

type Values = Pick<Cell, ValueName>;

/** A value of the part other than its default: the first preset that differs, else the upper limit; a state on. */
function sampleValue(type: ComponentType, name: ValueName): number | string | boolean {
  const spec = paramsOf(type).find(([field]) => field === name)?.[1];
  if (!spec) return true;
  const preset = spec.presets.find((value) => spec.toSI(value) !== spec.toSI(spec.default));
  return preset ?? spec.max;
}

/** Every value field of the type, as the piece has it (undefined when missing). */
function valuesOf(type: ComponentType, piece: object | null | undefined): Values {
  const values: Values = {};
  for (const name of valueFieldsOf(type)) Object.assign(values, { [name]: (piece as Values | null | undefined)?.[name] });
  return values;
}

/** Only what a tray carries of the piece, every such field listed. */
function trayValues(type: ComponentType, piece: object | null | undefined): Values {
  const values: Values = {};
  const carried = new Set(Object.keys(trayValuesOf({ type, ...valuesOf(type, samplePiece(type)) })));
  for (const name of valueFieldsOf(type)) if (carried.has(name)) Object.assign(values, { [name]: (piece as Values | null | undefined)?.[name] });
  return values;
}

function samplePiece(type: ComponentType): Cell {
  const piece: Cell = { type, rotation: 0 };
  for (const name of valueFieldsOf(type)) Object.assign(piece, { [name]: sampleValue(type, name) });
  return piece;
}

function levelWith(piece: Cell): LevelInput {
  return levelInputSchema.parse({
    name: 'Round trip',
    prePlacedComponents: [{ ...piece, row: 0, col: 0 }],
    draggableItems: [{ type: piece.type, itemCount: 1, ...trayValues(piece.type, piece) }],
    goal: [{ type: 'red-bulb', status: 'ON' }],
    metadata: { gridCol: 3, gridRow: 3 },
    educationalMessages: { success: 'Yes.', failure: 'No.' },
    tags: [],
  });
}

function exerciseWith(piece: Cell): CircuitExercise {
  return circuitExerciseSchema.parse({
    exerciseType: 'circuit',
    title: 'Round trip',
    description: '',
    gridSize: { rows: 3, cols: 3 },
    prePlacedComponents: [{ ...piece, row: 0, col: 0 }],
    inventory: [{ type: piece.type, count: 1, ...trayValues(piece.type, piece) }],
    goal: [{ type: 'red-bulb', status: 'ON' }],
    successMessage: 'Yes.',
    failureMessage: 'No.',
    tags: [],
    metadata: { gridCol: 3, gridRow: 3 },
  });
}

/** The values the creator's dialog edits (the state is the creator's tap). */
function paramValues(type: ComponentType, piece: object | null | undefined): Values {
  return Object.fromEntries(paramsOf(type).map(([name]) => [name, (piece as Values | null | undefined)?.[name]]));
}

/** Each path: the piece in, what the path made of it out (a cell, tray item or placed piece). */
const PATHS: Record<string, (piece: Cell) => object | null | undefined> = {
  'simulate request validation': (piece) => {
    const result = validateSimulationRequest({ grid: [[piece]] });
    return result.ok ? result.request.grid[0][0] : null;
  },
  'attempt answer schema': (piece) => {
    const answer = attemptAnswerSchema.parse({ grid: [[piece]] });
    return 'grid' in answer ? answer.grid[0][0] : null;
  },
  "attempts judge: the grid is the exercise's": (piece) => {
    const exercise = { gridSize: { rows: 1, cols: 2 }, prePlacedComponents: [], inventory: exerciseWith(piece).inventory };
    const grid = [[piece, null]];
    return findGridProblem(exercise, grid) === null ? grid[0][0] : null;
  },
  "attempts judge: a pre-placed piece is the exercise's": (piece) => {
    const exercise = exerciseWith(piece);
    const grid = exerciseStart(exercise);
    return findGridProblem(exercise, grid) === null ? grid[0][0] : null;
  },
  "player's reducer: placing from the tray": (piece) => {
    const tray = [{ type: piece.type, count: 1, ...trayValues(piece.type, piece) }];
    const state = gridReducer(tray)(createGridState(1, 1, [], tray), { kind: 'place', itemIndex: 0, to: { row: 0, col: 0 } });
    return toGrid(state.board)[0][0];
  },
  "player's reducer: a pre-placed piece": (piece) => toGrid(createGridState(1, 1, [{ ...piece, row: 0, col: 0 }], []).board)[0][0],
  "player's tray button": (piece) => trayItemCell({ type: piece.type, count: 1, ...trayValues(piece.type, piece) }),
  'community level → puzzle (restoreLevel): tray': (piece) => restoreLevel(levelWith(piece))?.inventory[0],
  'community level → puzzle (restoreLevel): pre-placed': (piece) => restoreLevel(levelWith(piece))?.prePlacedComponents[0],
  'level JSON: tray': (piece) => levelInputSchema.parse(JSON.parse(JSON.stringify(levelWith(piece)))).draggableItems[0],
  'level JSON: pre-placed': (piece) => levelInputSchema.parse(JSON.parse(JSON.stringify(levelWith(piece)))).prePlacedComponents[0],
  'exercise JSON: inventory': (piece) => circuitExerciseSchema.parse(JSON.parse(JSON.stringify(exerciseWith(piece)))).inventory[0],
  'solver puzzle from a level: tray': (piece) => puzzleFromLevel(levelWith(piece)).tray[0],
  'solver puzzle from a level: fixed': (piece) => puzzleFromLevel(levelWith(piece)).fixed[0],
  "solver's placements": (piece) => new SearchState(puzzleFromLevel(levelWith(piece))).options[0]?.cell,
  'content check: start grid': (piece) => exerciseStart(exerciseWith(piece))[0][0],
  'content check: solution grid': (piece) => {
    const exercise = exerciseWith(piece);
    const place = [{ ...piece, row: 1, col: 1 }];
    return solutionGrid(exercise, { place }, 'round trip')[1][1];
  },
  'content check: solver puzzle': (piece) => puzzleFromExercise(exerciseWith(piece)).tray[0],
  'generator: tray items': (piece) => trayItems([{ ...piece, row: 0, col: 0 } as Piece])[0],
  'generator: pre-placed': (piece) => prePlaced({ ...piece, row: 0, col: 0 } as Piece),
  'lesson preview: tray': (piece) => previewTrayCell(levelWith(piece).draggableItems[0]),
  'brute-force referee': (piece) => trayCells({ type: piece.type, count: 1, ...trayValues(piece.type, piece) })[0],
  'creator: level → draft → level (tray)': (piece) => toLevelInput(draftFromLevel(levelWith(piece))!).draggableItems[0],
  'creator: level → draft → level (grid)': (piece) => toLevelInput(draftFromLevel(levelWith(piece))!).prePlacedComponents[0],
  'creator: a level handed over by the lesson generator': (piece) => draftFromNavigation({ level: levelWith(piece) })?.grid[0][0],
  "creator's value dialog, every value": (piece) => {
    // The dialog offers each value, and saving each one sets it on the placed piece.
    let state = creatorReducer({ draft: emptyDraft(), history: [] }, { kind: 'place', type: piece.type, at: { row: 0, col: 0 } });
    const fields = dialogFieldsOf(state.draft.grid[0][0] as Cell);
    for (const field of fields) {
      const value = (piece as Values)[field.name] as number | string;
      state = creatorReducer(state, { kind: 'set-value', at: { row: 0, col: 0 }, name: field.name, value });
    }
    const offered = new Set<ParamName>(fields.map((field) => field.name));
    const cell = state.draft.grid[0][0] as Cell;
    return Object.fromEntries(paramsOf(piece.type).map(([name]) => [name, offered.has(name) ? cell[name] : undefined]));
  },
};

/** The paths that go through a tray: they keep what a tray carries. */
const TRAY_PATHS = new Set([
  "player's reducer: placing from the tray",
  "player's tray button",
  'community level → puzzle (restoreLevel): tray',
  'level JSON: tray',
  'exercise JSON: inventory',
  'solver puzzle from a level: tray',
  "solver's placements",
  'content check: solver puzzle',
  'generator: tray items',
  'lesson preview: tray',
  'brute-force referee',
  'creator: level → draft → level (tray)',
]);

const VALUED = CATALOGUE.filter((part) => valueFieldsOf(part.type).length > 0);

describe('a piece keeps every value on every path', () => {
  it('covers every part with a value', () => {
    expect(VALUED.map((part) => part.type)).toEqual(expect.arrayContaining(['resistor', 'capacitor', 'switch']));
  });

  for (const part of VALUED) {
    const piece = samplePiece(part.type);
    for (const [path, travel] of Object.entries(PATHS)) {
      const kept = TRAY_PATHS.has(path) ? trayValues : path.includes('value dialog') ? paramValues : valuesOf;
      it(`${part.type}: ${path}`, () => {
        expect(kept(part.type, travel(piece))).toEqual(kept(part.type, piece));
      });
    }
  }
});
