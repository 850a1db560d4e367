// Shared shapes of the component-art drawers. A drawer paints one type in one style at rotation 0
// in a 100 × 100 box; ComponentArt turns the body and places the labels upright afterwards.
import type { ReactNode } from 'react';
import type { BulbState, ComponentType, PieceValues, Rotation } from '../../../engine/index';

/** Everything a drawer may need, already defaulted. */
export interface ArtContext {
  type: ComponentType;
  /** The part's rotation, for drawers that keep a symmetric shape upright (star, block). */
  rotation: Rotation;
  bulbState: BulbState;
  isOn: boolean;
  resistanceValue: number;
  capacitance: string | number | undefined;
  starLit: boolean;
  /** Every value and the state of the piece, defaults filled: a part's drawing reads its own fields. */
  values: PieceValues;
  /** Turns a local name into a page-unique id, so gradients of many icons never clash. */
  id: (name: string) => string;
}

/**
 * Text drawn upright after rotation. (x, y) is where its centre sits at rotation 0; the position
 * turns with the part, the letters do not.
 */
export interface ArtLabel {
  x: number;
  y: number;
  text: string;
  size: number;
  fill: string;
  /** Widest the text may be (in box units); the font shrinks to fit. */
  maxWidth?: number;
  /** Split at the first space onto two lines when the part stands vertically (e.g. '2.2' / 'kΩ'). */
  stackWhenVertical?: boolean;
  /** Where the label sits when vertical, at rotation 0 coordinates; defaults to (x, y). */
  vertical?: { x: number; y: number; maxWidth?: number };
  /** A rounded background behind the text, for legibility on busy art. */
  pill?: string;
  weight?: number;
  /** The part's value ('330 Ω', '10000 µF', '9 V'): left out of a bare symbol (a symbol question's option). */
  value?: boolean;
}

export interface ArtDrawing {
  body: ReactNode;
  labels?: ArtLabel[];
}

export type ArtDrawer = (ctx: ArtContext) => ArtDrawing;

/**
 * A drawing file of its own (`photo/part-<type>.tsx`, `schematic/part-<type>.tsx`) exports `art`: the
 * registry finds it, so a new part's two drawings need no line elsewhere (docs/architecture.md).
 */
export interface PartArt {
  type: ComponentType;
  style: 'photo' | 'schematic';
  draw: ArtDrawer;
}
