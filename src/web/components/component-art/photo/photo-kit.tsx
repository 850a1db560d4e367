// Building blocks of the illustrated ('photo') style: copper leads that meet the cell edge at its
// middle, so pieces in neighbouring cells join into one visible wire, and shared colours.

export const PHOTO = {
  wireEdge: '#7a3f14',
  wire: '#d9823f',
  wireShine: '#ffc58f',
  ink: '#1f2a44',
  metalLight: '#f1f4f8',
  metalDark: '#8c96a8',
  shadow: 'rgba(20, 33, 61, 0.18)',
};

const WIRE_WIDTHS = { edge: 9, core: 6, shine: 1.8 };

/**
 * Draws copper wires along the given paths. All outlines go first, then all cores, so paths that
 * meet (a T junction, a lead entering a part) blend into one conductor.
 */
export function PhotoWires({ paths }: { paths: string[] }) {
  const common = { fill: 'none', strokeLinejoin: 'round' as const, strokeLinecap: 'butt' as const };
  return (
    <g>
      {paths.map((d, i) => (
        <path key={`e${i}`} d={d} stroke={PHOTO.wireEdge} strokeWidth={WIRE_WIDTHS.edge} {...common} />
      ))}
      {paths.map((d, i) => (
        <path key={`c${i}`} d={d} stroke={PHOTO.wire} strokeWidth={WIRE_WIDTHS.core} {...common} />
      ))}
      {paths.map((d, i) => (
        <path key={`s${i}`} d={d} stroke={PHOTO.wireShine} strokeWidth={WIRE_WIDTHS.shine} {...common} />
      ))}
    </g>
  );
}

/**
 * A soft contact shadow under a part: centred, not offset, because the part turns with its
 * rotation and an offset shadow would fall on a different side each time.
 */
export function PartShadow({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx + 3} ry={ry + 3} fill={PHOTO.shadow} opacity="0.6" />;
}

/** A vertical top-light → bottom-dark gradient, the cylinder look of most parts. */
export function CylinderGradient({ id, light, mid, dark }: { id: string; light: string; mid: string; dark: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={light} />
      <stop offset="0.45" stopColor={mid} />
      <stop offset="1" stopColor={dark} />
    </linearGradient>
  );
}

/**
 * The way current may pass a diode or an LED, readable at a glance on a phone: a bold arrow on a white
 * pill under the part (rotation 0), pointing from the anode (right) to the cathode (left, the band or
 * short leg). It sits in the middle of the bottom edge so no cell badge (lock bottom-left, rotate hint
 * top-right, explanation mark top-left) covers it at any rotation.
 */
export function DirectionMark() {
  return (
    <g data-direction-mark="">
      <rect x="28" y="76" width="44" height="19" rx="9.5" fill="#ffffff" stroke="#1f2a44" strokeWidth="1.6" />
      <path d="M64 85.5 H42" stroke="#1f2a44" strokeWidth="4.5" strokeLinecap="round" />
      <path d="M33 85.5 L44 79 V92 Z" fill="#1f2a44" stroke="#1f2a44" strokeWidth="1.5" strokeLinejoin="round" />
    </g>
  );
}
