// The push button, illustrated: a square body with a round red cap between two leads; held down, the
// cap sinks and the contact bar inside touches both leads.
import type { ArtContext, ArtDrawing, PartArt } from '../art-types';
import { PartShadow, PHOTO, PhotoWires } from './photo-kit';

function draw({ values }: ArtContext): ArtDrawing {
  const pressed = values.pressed === true;
  return {
    body: (
      <>
        <PhotoWires paths={['M0 50 H28', 'M100 50 H72']} />
        <PartShadow cx={50} cy={54} rx={24} ry={20} />
        <rect x="28" y="30" width="44" height="40" rx="6" fill="#3a4661" stroke={PHOTO.ink} strokeWidth="1.2" />
        <rect x="30" y={pressed ? 48 : 56} width="40" height="4" rx="2" fill={PHOTO.metalLight} data-pressed={pressed} />
        <circle cx="50" cy="46" r={pressed ? 11 : 13} fill={pressed ? '#b3261e' : '#e0453a'} stroke="#7d1a14" strokeWidth="1.5" />
      </>
    ),
  };
}

export const art: PartArt = { type: 'push-button', style: 'photo', draw };
