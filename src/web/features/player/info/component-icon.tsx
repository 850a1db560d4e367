// A component picture at a fixed size, for info descriptions, quiz options and supporting circuits:
// the shared ComponentArt in the learner's chosen style, sized by its box.
import type { ComponentType, PieceValues, Rotation } from '../../../../engine/index';
import { ComponentArt } from '../../../components/component-art/component-art';

interface ComponentIconProps {
  type: ComponentType;
  artStyle: 'photo' | 'schematic';
  size: number;
  rotation?: Rotation;
  /** The piece's values and state (catalogue.ts valuesOf), for a circuit's pieces. */
  values?: PieceValues;
  /** Hidden from screen readers when a caption beside it already names the part. */
  decorative?: boolean;
  /** A symbol question's option: the bare symbol, no value labels and no name (ComponentArt `bare`). */
  bare?: boolean;
}

export function ComponentIcon({ type, artStyle, size, rotation, values, decorative, bare }: ComponentIconProps) {
  return (
    <span
      aria-hidden={decorative ? true : undefined}
      style={{ display: 'inline-flex', width: size, height: size, flex: 'none', maxWidth: '100%' }}
    >
      <ComponentArt type={type} artStyle={artStyle} rotation={rotation} values={values} bare={bare} />
    </span>
  );
}
