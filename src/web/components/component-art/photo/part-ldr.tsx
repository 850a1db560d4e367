// The light sensor, illustrated: a round disc with the orange zig-zag track of a photoresistor between
// two leads.
import type { ArtDrawing, PartArt } from '../art-types';
import { PartShadow, PHOTO, PhotoWires } from './photo-kit';

function draw(): ArtDrawing {
  return {
    body: (
      <>
        <PhotoWires paths={['M0 50 H30', 'M100 50 H70']} />
        <PartShadow cx={50} cy={52} rx={22} ry={20} />
        <circle cx="50" cy="50" r="20" fill="#f4ead2" stroke={PHOTO.ink} strokeWidth="1.2" />
        <path d="M36 42 H62 V47 H38 V52 H62 V57 H38" fill="none" stroke="#c0561b" strokeWidth="2.5" />
      </>
    ),
  };
}

export const art: PartArt = { type: 'ldr', style: 'photo', draw };
