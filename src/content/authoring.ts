// Small builders that keep the chapter files readable: a grid cell in one call, and exercise objects
// whose repeated fields (exerciseType, metadata equal to the grid size) are filled in one place.
import { paramValues, type ComponentType, type PieceValues, type Rotation } from '../engine/index';
import type { PrePlacedComponent } from '../api/index';
import type { IdeaId } from './ideas';
import type { AuthoringCircuitExercise, AuthoringInfoExercise, AuthoringMultipleChoiceExercise, TaughtNumber } from './schema';
import type { Placement } from '../puzzle/index';

/** Corner-wire rotations by the shape they draw (rotation is clockwise from left+bottom). */
export const CORNER = { downRight: 270, downLeft: 0, upRight: 180, upLeft: 90 } as const satisfies Record<string, Rotation>;
/** T-wire rotations by the side that has no wire. */
export const TEE = { noTop: 0, noRight: 90, noBottom: 180, noLeft: 270 } as const satisfies Record<string, Rotation>;
/** Straight-wire rotations. */
export const STRAIGHT = { vertical: 0, horizontal: 90 } as const satisfies Record<string, Rotation>;

/** A cell at (row, col): used for pre-placed pieces and for reference-solution placements alike. */
export function at(type: ComponentType, row: number, col: number, rotation: Rotation = 0, extra: PieceValues = {}): PrePlacedComponent & Placement {
  return { type, row, col, rotation, ...extra };
}

/** A resistor of `ohms` at (row, col), lying left–right unless rotated. */
export function resistorAt(ohms: number, row: number, col: number, rotation: Rotation = 0): PrePlacedComponent & Placement {
  return at('resistor', row, col, rotation, paramValues('resistor', [ohms]));
}

type CircuitSpec = Omit<AuthoringCircuitExercise, 'exerciseType' | 'metadata' | 'gridSize'> & {
  rows: number;
  cols: number;
  hideSchematicToggle?: boolean;
};

export function circuit({ rows, cols, hideSchematicToggle, ...rest }: CircuitSpec): AuthoringCircuitExercise {
  return {
    exerciseType: 'circuit',
    ...rest,
    gridSize: { rows, cols },
    metadata: { gridCol: cols, gridRow: rows, ...(hideSchematicToggle ? { hideSchematicToggle } : {}) },
  };
}

export function quiz(spec: Omit<AuthoringMultipleChoiceExercise, 'exerciseType' | 'tag'> & { tag?: string }): AuthoringMultipleChoiceExercise {
  return { exerciseType: 'multiple-choice', tag: 'Quiz', ...spec };
}

/** The ideas (ideas.ts) an exercise teaches and uses. */
export interface Ideas {
  teaches?: IdeaId[];
  uses?: IdeaId[];
}

/** An info card; `lines` are joined with blank lines so each becomes its own paragraph. */
export function info(title: string, lines: string[], media?: string, numbers?: TaughtNumber[], ideas: Ideas = {}): AuthoringInfoExercise {
  return { exerciseType: 'info', title, tag: 'Info', content: lines.join('\n\n'), ...(media ? { media } : {}), ...(numbers ? { numbers } : {}), ...ideas };
}
