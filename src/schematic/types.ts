// The schematic question game's entities (docs/product.md "What is stored", "Schematic question game entities").
// Positions are in grid-cell units (a part at x=2, y=1 sits in column 2, row 1); the page multiplies
// by its cell size, so this module never knows about pixels.

/** Parts a learner can drag onto the schematic grid (docs/product.md "What is stored": "Draggable types accepted"). */
export const SCHEMATIC_PART_TYPES = ['battery', 'resistor', 'meter'] as const;
export type SchematicPartType = (typeof SCHEMATIC_PART_TYPES)[number];

/** Ports are named input and output; a single-port part has only input. */
export type PortId = 'input' | 'output';

export interface Connection {
  portId: PortId;
  connectedToComponentId: string;
  connectedToPortId: PortId;
}

export interface Component {
  id: string;
  type: SchematicPartType;
  /** Ohms for a resistor, volts for a battery; 0 for a meter. */
  value: number;
  numberOfPorts: 1 | 2;
  x: number;
  y: number;
  /** Degrees; the game places every part at 0. */
  rotation: number;
  connections: Connection[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface PortRef {
  componentId: string;
  portId: PortId;
}

export interface LineLabel {
  id: string;
  text: string;
  position: Point;
}

/** A wire: its two end points, its routed segments and the ports it joins. */
export interface Line {
  id: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  segments: Segment[];
  from: PortRef;
  to: PortRef;
  label?: LineLabel;
}

/** A toolbar part: what the learner may drag (docs/product.md: "a dragged item carries type and id"). */
export interface ToolbarPart {
  id: string;
  type: SchematicPartType;
  value: number;
}

/** One accepted answer: the parts of a correct circuit with their connections. */
export type AnswerCircuit = Component[];

export interface Discrepancy {
  id: string;
  reason: string;
}

/** What the learner has built so far (docs/product.md "What is stored": "Game state", without the UI-only current line). */
export interface Circuit {
  components: Component[];
  lines: Line[];
}
