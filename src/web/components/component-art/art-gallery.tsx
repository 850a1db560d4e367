// A dev-only gallery of every component type in both styles, every rotation and every state, plus
// two small assembled circuits that show the leads of neighbouring cells joining. Inline styles
// only, so it renders the same in the app and in the static page of scripts/render-gallery.tsx.
import { type CSSProperties, useState } from 'react';
import { COMPONENT_TYPES, isLight, type BulbState, type Cell, type ComponentType, type Rotation } from '../../../engine/index';
import { type ArtStyle, ComponentArt, componentLabel } from './component-art';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const BULB_STATES: BulbState[] = ['OFF', 'DIM', 'ON', 'EXPLODED'];

interface Variant {
  key: string;
  caption: string;
  props: Partial<Cell> & { bulbState?: BulbState; starLit?: boolean };
}

/** The interesting states of each type: bulbs × 4, switch on/off, star lit/unlit, resistor values. */
export function artVariants(type: ComponentType): Variant[] {
  if (isLight(type)) return BULB_STATES.map((s) => ({ key: s, caption: s, props: { bulbState: s } }));
  if (type === 'switch') return [false, true].map((on) => ({ key: String(on), caption: on ? 'on' : 'off', props: { isOn: on } }));
  if (type === 'star') return [false, true].map((lit) => ({ key: String(lit), caption: lit ? 'lit' : 'unlit', props: { starLit: lit } }));
  if (type === 'resistor')
    return [330, 2200, 1000000].map((r) => ({ key: String(r), caption: `${r} Ω`, props: { resistanceValue: r } }));
  if (type === 'capacitor')
    return ['10000uF', '4.7mF'].map((c) => ({ key: c, caption: c, props: { capacitance: c } }));
  return [{ key: 'default', caption: '', props: {} }];
}

const cellStyle = (size: number, artStyle: ArtStyle): CSSProperties => ({
  width: size,
  height: size,
  background: artStyle === 'photo' ? '#e9edf5' : '#fbfcfe',
  outline: '1px dashed #b8c1d3',
});

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'flex-start' };
const caption: CSSProperties = { font: '600 12px system-ui, sans-serif', color: '#33415c', textAlign: 'center', marginTop: 4 };

export function ArtGallery({
  cellSize = 64,
  styles = ['photo', 'schematic'],
  types = COMPONENT_TYPES,
}: {
  cellSize?: number;
  styles?: ArtStyle[];
  /** Only these types (all by default). */
  types?: readonly ComponentType[];
}) {
  return (
    <div style={{ font: '14px system-ui, sans-serif', color: '#14213d', display: 'grid', gap: 28 }}>
      <section>
        <h2 style={{ margin: '0 0 12px' }}>Assembled circuits</h2>
        <div style={{ ...row, gap: 24 }}>
          {styles.map((artStyle) => (
            <DemoCircuits key={artStyle} artStyle={artStyle} cellSize={cellSize} />
          ))}
        </div>
      </section>
      {styles.map((artStyle) => (
        <section key={artStyle}>
          <h2 style={{ margin: '0 0 12px' }}>{artStyle === 'photo' ? 'Illustrated style' : 'Schematic style'}</h2>
          <div style={{ ...row, gap: 18 }}>
            {types.flatMap((type) =>
              artVariants(type).map((variant) => (
                <figure key={`${type}-${variant.key}`} style={{ margin: 0 }}>
                  <div style={{ display: 'flex', gap: 6 }}>
                    {ROTATIONS.map((rotation) => (
                      <div key={rotation} style={cellStyle(cellSize, artStyle)}>
                        <ComponentArt type={type} rotation={rotation} artStyle={artStyle} {...variant.props} />
                      </div>
                    ))}
                  </div>
                  <figcaption style={caption}>
                    {componentLabel(type)} {variant.caption && `· ${variant.caption}`}
                  </figcaption>
                </figure>
              )),
            )}
          </div>
          <SizeRow artStyle={artStyle} />
        </section>
      ))}
    </div>
  );
}

/**
 * The gallery as a routable dev page (default export, for a lazy route such as /dev/art), with a
 * cell-size picker to check the art from phone-grid to laptop-grid sizes.
 */
export default function ArtGalleryPage() {
  const [cellSize, setCellSize] = useState(64);
  return (
    <main style={{ padding: 16 }}>
      <h1 style={{ font: '700 1.5rem system-ui, sans-serif', margin: '0 0 12px' }}>Component art</h1>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        Cell size
        <select value={cellSize} onChange={(e) => setCellSize(Number(e.target.value))}>
          {[32, 48, 64, 80, 120].map((size) => (
            <option key={size} value={size}>
              {size} px
            </option>
          ))}
        </select>
      </label>
      <ArtGallery cellSize={cellSize} />
    </main>
  );
}

function SizeRow({ artStyle }: { artStyle: ArtStyle }) {
  return (
    <div style={{ ...row, marginTop: 18, alignItems: 'flex-end' }}>
      {[32, 48, 80, 120].map((size) =>
        (['battery', 'red-bulb', 'resistor'] as const).map((type) => (
          <div key={`${size}-${type}`} style={cellStyle(size, artStyle)}>
            <ComponentArt type={type} artStyle={artStyle} bulbState="ON" resistanceValue={2200} />
          </div>
        )),
      )}
    </div>
  );
}

type DemoCell = (Partial<Cell> & { type: ComponentType; bulbState?: BulbState; starLit?: boolean }) | null;

// A loop: battery + → left corner → down → switch → star → diode → up through the yellow bulb.
const DEMO_A: DemoCell[][] = [
  [{ type: 'corner-wire', rotation: 270 }, { type: 'battery' }, { type: 'resistor', resistanceValue: 330 }, { type: 'green-bulb-straight', bulbState: 'ON' }, { type: 'corner-wire' }],
  [{ type: 'straight-wire' }, { type: 'block' }, null, null, { type: 'yellow-bulb', bulbState: 'DIM' }],
  [{ type: 'corner-wire', rotation: 180 }, { type: 'switch', isOn: true }, { type: 'star', starLit: true }, { type: 'diode', rotation: 180 }, { type: 'corner-wire', rotation: 90 }],
];
// Branches: a T splits to a MOSFET's drain and a red bulb; probes and a capacitor in series.
const DEMO_B: DemoCell[][] = [
  [{ type: 'probe-voltage-pos' }, { type: 't-wire', rotation: 0 }, { type: 'probe-current' }, { type: 'capacitor', capacitance: '10000uF' }, { type: 'corner-wire' }],
  [{ type: 'probe' }, { type: 'mosfet' }, { type: 'red-bulb', rotation: 90, bulbState: 'ON' }, { type: 'straight-wire', rotation: 90 }, { type: 'red-bulb', bulbState: 'EXPLODED' }],
  [{ type: 'probe-voltage-neg' }, { type: 'straight-wire' }, { type: 't-wire', rotation: 180 }, { type: 'switch', isOn: false }, { type: 'corner-wire', rotation: 90 }],
];

function DemoCircuits({ artStyle, cellSize }: { artStyle: ArtStyle; cellSize: number }) {
  return (
    <>
      {[DEMO_A, DEMO_B].map((grid, g) => (
        <div key={g} style={{ display: 'grid', gridTemplateColumns: `repeat(5, ${cellSize}px)`, background: artStyle === 'photo' ? '#e9edf5' : '#fbfcfe', border: '1px solid #b8c1d3' }}>
          {grid.flatMap((cells, r) =>
            cells.map((cell, c) => (
              <div key={`${r}-${c}`} style={{ width: cellSize, height: cellSize, outline: '1px solid rgba(184,193,211,0.5)' }}>
                {cell && <ComponentArt artStyle={artStyle} {...cell} rotation={cell.rotation ?? 0} />}
              </div>
            )),
          )}
        </div>
      ))}
    </>
  );
}
