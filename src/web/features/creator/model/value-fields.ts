// The values the creator's value dialog edits for a piece: each with its part's spec and the piece's
// present value. Plain so the piece round-trip test (src/piece-round-trip.test.ts) reaches it.
import { paramsOf, type Cell, type ParamName, type ParamSpec } from '../../../../engine/index';

export interface ValueField {
  name: ParamName;
  spec: ParamSpec;
  initial: number | string | undefined;
}

export function dialogFieldsOf(piece: Pick<Cell, 'type' | ParamName>): ValueField[] {
  return paramsOf(piece.type).map(([name, spec]) => ({ name, spec, initial: piece[name] }));
}
