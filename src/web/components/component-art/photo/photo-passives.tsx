// Illustrated resistor (beige body with colour bands and its value), capacitor (blue electrolytic
// can with its capacitance) and diode (black body, silver band at the cathode on the left).
import type { ArtContext, ArtDrawing } from '../art-types';
import { formatCapacitance, formatResistance } from '../../../../engine/index';
import { resistorBands } from '../resistor-bands';
import { CylinderGradient, DirectionMark, PartShadow, PhotoWires } from './photo-kit';

const BODY = 'M26 42 Q26 37 31 37 H36 Q40 40 44 40 H56 Q60 40 64 37 H69 Q74 37 74 42 V58 Q74 63 69 63 H64 Q60 60 56 60 H44 Q40 60 36 63 H31 Q26 63 26 58 Z';

export function photoResistor({ id, resistanceValue }: ArtContext): ArtDrawing {
  const bands = resistorBands(resistanceValue);
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('body')} light="#fbe6c0" mid="#e6c48c" dark="#a98552" />
          <linearGradient id={id('shade')} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.45" />
            <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
            <stop offset="1" stopColor="#000000" stopOpacity="0.25" />
          </linearGradient>
        </defs>
        <PhotoWires paths={['M0 50 H28', 'M100 50 H72']} />
        <PartShadow cx={50} cy={51} rx={25} ry={13} />
        <path d={BODY} fill={`url(#${id('body')})`} stroke="#8a6a3c" strokeWidth="1.2" />
        {[31, 41, 49, 66].map((x, i) => (
          <rect key={x} x={x} y={i === 0 || i === 3 ? 37.5 : 40} width="4.5" height={i === 0 || i === 3 ? 25 : 20} fill={bands[i]} />
        ))}
        <path d={BODY} fill={`url(#${id('shade')})`} />
      </>
    ),
    labels: [
      {
        x: 50,
        y: 22,
        text: formatResistance(resistanceValue),
        value: true,
        size: 17,
        fill: '#1f2a44',
        maxWidth: 80,
        stackWhenVertical: true,
        vertical: { x: 50, y: 21, maxWidth: 34 },
      },
    ],
  };
}

export function photoCapacitor({ id, capacitance }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('can')} light="#7fb2ff" mid="#2f6fd6" dark="#173f85" />
          <CylinderGradient id={id('cap')} light="#ffffff" mid="#c9d1dd" dark="#7d879a" />
        </defs>
        <PhotoWires paths={['M0 50 H20', 'M100 50 H80']} />
        <PartShadow cx={50} cy={51} rx={32} ry={17} />
        <rect x="18" y="33" width="64" height="34" rx="7" fill={`url(#${id('can')})`} stroke="#12316a" strokeWidth="1.2" />
        <path d="M82 40 V60 Q82 67 75 67 H70 V33 H75 Q82 33 82 40 Z" fill="#c7d6ee" stroke="#12316a" strokeWidth="1.2" />
        <path d="M76 42 V46 M76 49 V51 M76 54 V58" stroke="#12316a" strokeWidth="2.4" strokeLinecap="round" />
        <rect x="14" y="35" width="6" height="30" rx="3" fill={`url(#${id('cap')})`} stroke="#5d6678" strokeWidth="1" />
        <rect x="22" y="36" width="46" height="4" rx="2" fill="#ffffff" opacity="0.35" />
        <path d="M30 50 H60" stroke="#ffffff" strokeOpacity="0.25" strokeWidth="6" strokeLinecap="round" />
      </>
    ),
    labels: [
      {
        x: 50,
        y: 18,
        text: formatCapacitance(capacitance),
        value: true,
        size: 15,
        fill: '#1f2a44',
        maxWidth: 90,
        stackWhenVertical: true,
        vertical: { x: 50, y: 16, maxWidth: 30 },
      },
    ],
  };
}

export function photoDiode({ id }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('body')} light="#5d6576" mid="#20252f" dark="#07090d" />
          <CylinderGradient id={id('band')} light="#ffffff" mid="#cdd3dc" dark="#7f899b" />
        </defs>
        <PhotoWires paths={['M0 50 H30', 'M100 50 H70']} />
        <PartShadow cx={50} cy={50} rx={22} ry={12} />
        <rect x="28" y="39" width="44" height="22" rx="6" fill={`url(#${id('body')})`} />
        <rect x="32" y="39" width="7" height="22" fill={`url(#${id('band')})`} />
        <path d="M45 50 L58 44 V56 Z M45 44 V56" fill="#9aa3b3" stroke="#9aa3b3" strokeWidth="1.6" strokeLinejoin="round" />
        <DirectionMark />
      </>
    ),
  };
}
