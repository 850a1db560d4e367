// The exercise kinds the server judges, one line each (docs/architecture.md "Where each rule lives"). A
// new kind is its folder and its line here; a source then hands out puzzles of it.
import { circuitKind } from './circuit/index';
import { faultKind } from './fault/index';
import { infoKind } from './info/index';
import { multipleChoiceKind } from './multiple-choice/index';
import { schematicKind } from './schematic/index';

export const exerciseKinds = {
  circuit: circuitKind,
  'multiple-choice': multipleChoiceKind,
  info: infoKind,
  fault: faultKind,
  schematic: schematicKind,
};

export type KindName = keyof typeof exerciseKinds;
/** The exercise a kind judges, as its source resolves it. */
export type PuzzleOf<K extends KindName> = Parameters<(typeof exerciseKinds)[K]['judge']>[0];
