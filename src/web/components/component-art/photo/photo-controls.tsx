// Illustrated switch (a knife switch: closed blade when on, lifted when off), MOSFET (a TO-220
// package: gate left, drain top, source bottom) and the probes (meter tips with V / A badges).
import type { ArtContext, ArtDrawing } from '../art-types';
import { CylinderGradient, PartShadow, PhotoWires } from './photo-kit';

export function photoSwitch({ id, isOn }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('plate')} light="#8fa3c7" mid="#51678f" dark="#2f3f5e" />
          <CylinderGradient id={id('blade')} light="#ffffff" mid="#c9d1dd" dark="#7d879a" />
          <CylinderGradient id={id('grip')} light="#ff8a80" mid="#e53935" dark="#9f1d1d" />
        </defs>
        <PartShadow cx={50} cy={55} rx={40} ry={14} />
        <rect x="10" y="40" width="80" height="28" rx="8" fill={`url(#${id('plate')})`} stroke="#243250" strokeWidth="1.2" />
        <PhotoWires paths={['M0 50 H24', 'M100 50 H76']} />
        <path d="M72 42 V47 M80 42 V47 M72 53 V58 M80 53 V58" stroke="#7d879a" strokeWidth="2.6" strokeLinecap="round" />
        <circle cx="76" cy="50" r="5.5" fill={`url(#${id('blade')})`} stroke="#5d6678" strokeWidth="1.2" />
        <g transform={isOn ? undefined : 'rotate(-38 24 50)'}>
          <rect x="22" y="46.5" width="58" height="7" rx="3" fill={`url(#${id('blade')})`} stroke="#5d6678" strokeWidth="1.2" />
          <rect x="46" y="43" width="20" height="14" rx="6" fill={`url(#${id('grip')})`} stroke="#7f1515" strokeWidth="1.2" />
        </g>
        <circle cx="24" cy="50" r="6.5" fill={`url(#${id('blade')})`} stroke="#5d6678" strokeWidth="1.2" />
        <circle cx="24" cy="50" r="2" fill="#5d6678" />
        <circle cx="84" cy="62" r="3" fill={isOn ? '#3ddc84' : '#9aa3b3'} stroke="#243250" strokeWidth="0.8" />
      </>
    ),
  };
}

export function photoMosfet({ id }: ArtContext): ArtDrawing {
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('body')} light="#4b5366" mid="#232834" dark="#0b0d12" />
          <linearGradient id={id('tab')} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#f4f6fa" />
            <stop offset="1" stopColor="#8c96a8" />
          </linearGradient>
        </defs>
        <PhotoWires paths={['M0 50 H30', 'M50 0 V28', 'M50 100 V72']} />
        <PartShadow cx={55} cy={50} rx={30} ry={24} />
        <rect x="64" y="32" width="24" height="36" rx="4" fill={`url(#${id('tab')})`} stroke="#5d6678" strokeWidth="1.2" />
        <circle cx="79" cy="50" r="5" fill="#dfe3ea" stroke="#5d6678" strokeWidth="1.2" />
        <rect x="28" y="26" width="44" height="48" rx="5" fill={`url(#${id('body')})`} stroke="#07090d" strokeWidth="1.2" />
        <rect x="31" y="29" width="38" height="4" rx="2" fill="#ffffff" opacity="0.18" />
      </>
    ),
    labels: [
      { x: 37, y: 50, text: 'G', size: 11, fill: '#ffd166' },
      { x: 50, y: 37, text: 'D', size: 11, fill: '#ffffff' },
      { x: 50, y: 63, text: 'S', size: 11, fill: '#ffffff' },
    ],
  };
}

// Scope colours: purple for voltage, teal for current (the scope panel uses the same pair).
const PROBES: Record<string, { pen: string; mark: string; text: string }> = {
  probe: { pen: '#7048e8', mark: '#5b3cc4', text: 'V·A' },
  'probe-voltage-pos': { pen: '#e53935', mark: '#c62828', text: 'V+' },
  'probe-voltage-neg': { pen: '#2b3242', mark: '#1b2130', text: 'V−' },
  'probe-current': { pen: '#0f9d8a', mark: '#0b7a6b', text: 'A' },
};

export function photoProbe({ id, type }: ArtContext): ArtDrawing {
  const look = PROBES[type] ?? PROBES.probe;
  return {
    body: (
      <>
        <defs>
          <CylinderGradient id={id('clip')} light="#ffffff" mid="#c9d1dd" dark="#7d879a" />
        </defs>
        <PhotoWires paths={['M0 50 H100']} />
        <rect x="42" y="41" width="16" height="18" rx="4" fill={`url(#${id('clip')})`} stroke="#5d6678" strokeWidth="1.2" />
        <path d="M52 44 L64 32" stroke="#aab3c2" strokeWidth="3.2" strokeLinecap="round" />
        <path d="M66 30 L86 10" stroke={look.pen} strokeWidth="11" strokeLinecap="round" />
        <path d="M66 30 L86 10" stroke="#ffffff" strokeOpacity="0.3" strokeWidth="3" strokeLinecap="round" transform="translate(-2 -2)" />
        <path d="M63 33 L69 27" stroke="#1b2130" strokeWidth="13" strokeLinecap="butt" />
        <circle cx="24" cy="24" r="15" fill="#ffffff" stroke={look.mark} strokeWidth="3" />
      </>
    ),
    labels: [{ x: 24, y: 24.5, text: look.text, size: look.text.length > 2 ? 11 : 15, fill: look.mark, maxWidth: 24 }],
  };
}
