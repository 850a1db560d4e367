// Building blocks of the textbook-symbol ('schematic') style: a light paper cell and ink leads that
// end at the middle of each active edge, so symbols in neighbouring cells join into one line.
export const INK = '#1b2440';
export const PAPER = '#fbfcfe';
export const SCH_STROKE = 3.5;

/** The light cell background every schematic symbol sits on. */
export function Paper() {
  return <rect x="0" y="0" width="100" height="100" fill={PAPER} />;
}

/** Ink lines along the given paths (leads and wires). */
export function InkLines({ paths, width = SCH_STROKE }: { paths: string[]; width?: number }) {
  return (
    <g fill="none" stroke={INK} strokeWidth={width} strokeLinejoin="round" strokeLinecap="butt">
      {paths.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </g>
  );
}
