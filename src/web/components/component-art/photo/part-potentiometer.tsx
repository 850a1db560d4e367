// The potentiometer, illustrated: a round knob on a dark body between the track's two leads, the
// wiper's lead leaving at the bottom; the knob's pointer shows the position (left end to right end).
import { formatResistance } from '../../../../engine/index';
import type { ArtContext, ArtDrawing, PartArt } from '../art-types';
import { PartShadow, PHOTO, PhotoWires } from './photo-kit';

function draw({ values }: ArtContext): ArtDrawing {
  const position = values.position ?? 0.5;
  // The pointer sweeps 270°, from lower left (0) over the top to lower right (1).
  const angle = ((-225 + 270 * position) * Math.PI) / 180;
  const tip = { x: 50 + 13 * Math.cos(angle), y: 48 + 13 * Math.sin(angle) };
  return {
    body: (
      <>
        <PhotoWires paths={['M0 50 H26', 'M100 50 H74', 'M50 100 V70']} />
        <PartShadow cx={50} cy={52} rx={27} ry={22} />
        <rect x="24" y="30" width="52" height="40" rx="8" fill="#2f3b55" stroke={PHOTO.ink} strokeWidth="1.2" />
        <circle cx="50" cy="48" r="17" fill="#e9edf3" stroke={PHOTO.metalDark} strokeWidth="1.5" />
        <line x1="50" y1="48" x2={tip.x} y2={tip.y} stroke={PHOTO.ink} strokeWidth="3.5" strokeLinecap="round" data-knob-position={position} />
      </>
    ),
    labels: [{ value: true, x: 50, y: 18, text: formatResistance(values.resistanceValue ?? 1000), size: 15, fill: PHOTO.ink, maxWidth: 80, stackWhenVertical: true, vertical: { x: 16, y: 18, maxWidth: 30 } }],
  };
}

export const art: PartArt = { type: 'potentiometer', style: 'photo', draw };
