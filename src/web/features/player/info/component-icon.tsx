// A component picture at a fixed size, for info descriptions, quiz options and supporting circuits:
// the shared ComponentArt in the learner's chosen style, sized by its box.
import type { ComponentType, Rotation } from '../../../../engine/types';
import { ComponentArt } from '../../../components/component-art/component-art';

interface ComponentIconProps {
  type: ComponentType;
  artStyle: 'photo' | 'schematic';
  size: number;
  rotation?: Rotation;
  isOn?: boolean;
  resistanceValue?: number;
  /** Hidden from screen readers when a caption beside it already names the part. */
  decorative?: boolean;
  /** A symbol question's option: the bare symbol, no value labels and no name (ComponentArt `bare`). */
  bare?: boolean;
}

export function ComponentIcon({ type, artStyle, size, rotation, isOn, resistanceValue, decorative, bare }: ComponentIconProps) {
  return (
    <span
      aria-hidden={decorative ? true : undefined}
      style={{ display: 'inline-flex', width: size, height: size, flex: 'none', maxWidth: '100%' }}
    >
      <ComponentArt type={type} artStyle={artStyle} rotation={rotation} isOn={isOn} resistanceValue={resistanceValue} bare={bare} />
    </span>
  );
}
