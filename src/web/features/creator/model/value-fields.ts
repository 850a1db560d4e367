// The values the creator's value dialog edits for a piece: each with its part's spec and the piece's
// present value. Plain so the piece round-trip test (src/piece-round-trip.test.ts) reaches it.
import { paramsOf } from '../../../../engine/components/catalogue';
import type { ParamSpec } from '../../../../engine/components/define';
import type { Cell, ParamName } from '../../../../engine/types';

export interface ValueField {
  name: ParamName;
  spec: ParamSpec;
  initial: number | string | undefined;
}

export function valueFieldsOf(piece: Pick<Cell, 'type' | ParamName>): ValueField[] {
  const first = paramsOf(piece.type)[0];
  return first ? [{ name: first[0], spec: first[1], initial: piece[first[0]] }] : [];
}
