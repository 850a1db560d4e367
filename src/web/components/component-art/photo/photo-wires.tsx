// Illustrated wires, battery, star and block. Leads follow docs/engine.md at rotation 0:
// straight top/bottom, corner left/bottom, T right/bottom/left, battery + left / − right.
import { Upright } from '../art-labels';
import type { ArtContext, ArtDrawing } from '../art-types';
import { starPoints } from '../star-points';
import { CylinderGradient, PartShadow, PHOTO, PhotoWires } from './photo-kit';

export function photoStraightWire(): ArtDrawing {
  return { body: <PhotoWires paths={['M50 0 V100']} /> };
}

export function photoCornerWire(): ArtDrawing {
  return { body: <PhotoWires paths={['M0 50 H32 Q50 50 50 68 V100']} /> };
}

export function photoTWire(): ArtDrawing {
  return {
    body: (
      <>
        <PhotoWires paths={['M0 50 H100', 'M50 50 V100']} />
        <circle cx="50" cy="50" r="7.5" fill={PHOTO.wireEdge} />
        <circle cx="50" cy="50" r="5" fill="#e9a060" />
        <circle cx="48.5" cy="48.5" r="1.8" fill={PHOTO.wireShine} />
      </>
    ),
  };
}

export function photoBattery({ id }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('copper')} light="#ffd9a8" mid="#e0893d" dark="#8a4716" />
          <CylinderGradient id={id('black')} light="#5b6476" mid="#262c38" dark="#0c0f16" />
          <CylinderGradient id={id('nub')} light="#ffffff" mid="#c4ccd8" dark="#7d879a" />
        </defs>
        <PhotoWires paths={['M0 50 H14', 'M100 50 H86']} />
        <PartShadow cx={50} cy={50} rx={35} ry={18} />
        <rect x="12" y="42" width="8" height="16" rx="2.5" fill={`url(#${id('nub')})`} stroke="#5d6678" strokeWidth="1" />
        <rect x="18" y="31" width="26" height="38" rx="6" fill={`url(#${id('copper')})`} />
        <rect x="38" y="31" width="48" height="38" rx="6" fill={`url(#${id('black')})`} />
        <rect x="38" y="31" width="8" height="38" fill={`url(#${id('black')})`} />
        <rect x="84" y="34" width="3" height="32" rx="1.5" fill="#9aa3b3" />
        <rect x="22" y="34" width="60" height="5" rx="2.5" fill="#ffffff" opacity="0.28" />
      </>
    ),
    labels: [
      { x: 29, y: 51, text: '+', size: 22, fill: '#4a2206' },
      { x: 72, y: 51, text: '−', size: 22, fill: '#ffffff' },
      { x: 54, y: 52, text: '9V', size: 13, fill: '#ffd166', value: true },
    ],
  };
}

const STAR_POINTS = starPoints(50, 50, 30, 13);

export function photoStar({ id, starLit, rotation }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <radialGradient id={id('star')} cx="0.45" cy="0.35" r="0.7">
            <stop offset="0" stopColor={starLit ? '#fffbe0' : '#fff1b8'} />
            <stop offset="0.5" stopColor={starLit ? '#ffd21f' : '#e9c45a'} />
            <stop offset="1" stopColor={starLit ? '#f29b00' : '#b08a2e'} />
          </radialGradient>
          <radialGradient id={id('halo')}>
            <stop offset="0.3" stopColor="#ffe066" stopOpacity="0.9" />
            <stop offset="1" stopColor="#ffe066" stopOpacity="0" />
          </radialGradient>
        </defs>
        <PhotoWires paths={['M0 50 H100']} />
        {starLit && <circle cx="50" cy="50" r="48" fill={`url(#${id('halo')})`} />}
        <Upright rotation={rotation}>
          {!starLit && <polygon points={starPoints(52, 53, 30, 13)} fill={PHOTO.shadow} />}
          <polygon
            points={STAR_POINTS}
            fill={`url(#${id('star')})`}
            stroke={starLit ? '#c46f00' : '#8d6b1f'}
            strokeWidth="2.2"
            strokeLinejoin="round"
          />
          <polygon points={starPoints(50, 50, 15, 6.5)} fill="#ffffff" opacity={starLit ? 0.55 : 0.25} />
          {starLit && (
            <g stroke="#fff6c2" strokeWidth="2.4" strokeLinecap="round">
              <path d="M14 18 l6 6 M86 18 l-6 6 M14 84 l6 -6 M86 84 l-6 -6" />
            </g>
          )}
        </Upright>
      </>
    ),
  };
}

// Brick courses of the wall: [x, width]; odd courses are offset by half a brick.
const FULL_ROW = [[10, 36], [50, 36]];
const HALF_ROW = [[10, 16], [30, 36], [70, 16]];

export function photoBlock({ id, rotation }: ArtContext): ArtDrawing {
  const rows = [10, 30, 50, 70];
  return {
    body: (
      <>
        <defs>
          <linearGradient id={id('brick')} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#e07a5a" />
            <stop offset="1" stopColor="#a2432c" />
          </linearGradient>
        </defs>
        <Upright rotation={rotation}>
          <rect x="9" y="11" width="84" height="84" rx="9" fill={PHOTO.shadow} />
          <rect x="6" y="6" width="84" height="84" rx="9" fill="#d8cfc4" />
          <g fill={`url(#${id('brick')})`}>
            {rows.map((y, r) =>
              (r % 2 === 0 ? FULL_ROW : HALF_ROW).map(([x, w]) => (
                <rect key={`${r}-${x}`} x={x} y={y} width={w} height={16} rx="3" />
              )),
            )}
          </g>
          <rect x="6" y="6" width="84" height="84" rx="9" fill="none" stroke="#7b3421" strokeWidth="2.5" />
          <path d="M14 12 H80" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="2.5" strokeLinecap="round" />
        </Upright>
      </>
    ),
  };
}
