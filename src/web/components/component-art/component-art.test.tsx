// Renders every component type in both styles and all rotations to static markup and checks what a
// learner (or a screen reader) would notice: the name, the value labels, the states that differ.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES, LIGHT_TYPES, type Rotation } from '../../../engine/types';
import { ComponentArt, type ComponentArtProps, componentLabel, formatResistance } from './component-art';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];
const render = (props: ComponentArtProps) => renderToStaticMarkup(<ComponentArt {...props} />);
/** The visible text of the labels (tspans), joined with spaces. */
const labelText = (html: string) => [...html.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');

describe('ComponentArt', () => {
  for (const artStyle of ['photo', 'schematic'] as const) {
    it(`draws every type at every rotation as a named svg image (${artStyle})`, () => {
      for (const type of COMPONENT_TYPES) {
        for (const rotation of ROTATIONS) {
          const html = render({ type, rotation, artStyle });
          expect(html).toMatch(/^<svg[^>]*viewBox="0 0 100 100"/);
          expect(html).toContain('role="img"');
          expect(html).toContain(`<title>${componentLabel(type)}</title>`);
          // Something is actually drawn, and no non-finite coordinate slipped in.
          expect(html).toMatch(/<(path|rect|circle|polygon)/);
          expect(html).not.toMatch(/NaN|undefined|Infinity/);
          if (rotation !== 0) expect(html).toContain(`rotate(${rotation} 50 50)`);
        }
      }
    });
  }

  it('names parts in plain words and lets the caller override the name', () => {
    expect(componentLabel('battery')).toBe('Battery');
    expect(componentLabel('red-bulb')).toBe('Red bulb');
    expect(componentLabel('corner-wire')).toBe('Corner wire');
    expect(componentLabel('mosfet')).toBe('MOSFET');
    expect(componentLabel('probe-current')).toBe('Current probe');
    expect(render({ type: 'battery', title: 'Battery, locked' })).toContain('<title>Battery, locked</title>');
  });

  it('draws a bare symbol (a symbol question\'s option) with no value and no name to give the answer away', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      expect(labelText(render({ type: 'resistor', artStyle, resistanceValue: 330 }))).toMatch(/330/);
      expect(labelText(render({ type: 'capacitor', artStyle }))).toMatch(/µF/);
      for (const type of COMPONENT_TYPES) {
        const html = render({ type, artStyle, bare: true, resistanceValue: 330 });
        expect(labelText(html)).not.toMatch(/Ω|µF|\d\s?V/);
        expect(html).not.toContain('<title>');
        expect(html).not.toContain('aria-label');
        expect(html).toContain('aria-hidden="true"');
      }
    }
    // What makes the symbol stays: the battery's + and −, a probe's letter.
    expect(labelText(render({ type: 'battery', artStyle: 'schematic', bare: true }))).toMatch(/\+.*−/);
  });

  it('formats resistor values the way the course writes them', () => {
    expect(formatResistance(330)).toBe('330 Ω');
    expect(formatResistance(1000)).toBe('1 kΩ');
    expect(formatResistance(2200)).toBe('2.2 kΩ');
    expect(formatResistance(10000)).toBe('10 kΩ');
    expect(formatResistance(4700)).toBe('4.7 kΩ');
    expect(formatResistance(1_000_000)).toBe('1 MΩ');
  });

  it('prints the resistor value on the part in both styles, default 330 Ω', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      expect(labelText(render({ type: 'resistor', artStyle }))).toBe('330 Ω');
      expect(labelText(render({ type: 'resistor', artStyle, resistanceValue: 1000 }))).toBe('1 kΩ');
      expect(labelText(render({ type: 'resistor', artStyle, resistanceValue: 2200 }))).toBe('2.2 kΩ');
      // Upright on a vertical part: value and unit on two lines, still the same text.
      expect(labelText(render({ type: 'resistor', artStyle, resistanceValue: 2200, rotation: 90 }))).toBe('2.2 kΩ');
    }
  });

  it('labels capacitors with their capacitance', () => {
    expect(labelText(render({ type: 'capacitor' }))).toBe('10000 µF');
    expect(labelText(render({ type: 'capacitor', capacitance: '4.7mF', artStyle: 'schematic' }))).toBe('4.7 mF');
    expect(labelText(render({ type: 'capacitor', capacitance: 0.01 }))).toBe('10000 µF');
  });

  it('keeps label text upright when the part turns', () => {
    const html = render({ type: 'resistor', rotation: 90 });
    // The rotated group closes before the labels start: text is never inside the turned group.
    const rotatedGroup = html.slice(html.indexOf('rotate(90 50 50)'), html.indexOf('<text'));
    expect(rotatedGroup).toContain('</g>');
    expect(html.indexOf('<text')).toBeGreaterThan(html.lastIndexOf('rotate(90 50 50)'));
  });

  it('draws each light (bulbs and LEDs) differently in each of its four states, in both styles', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      for (const type of LIGHT_TYPES) {
        const states = (['OFF', 'DIM', 'ON', 'EXPLODED'] as const).map((bulbState) => render({ type, artStyle, bulbState }));
        expect(new Set(states).size).toBe(4);
        expect(render({ type, artStyle })).toBe(states[0]); // default OFF
      }
    }
  });

  it('gives each bulb colour its own look', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      const looks = (['red-bulb', 'yellow-bulb', 'green-bulb'] as const).map((type) =>
        render({ type: type === 'yellow-bulb' ? 'yellow-bulb-straight' : (`${type}-straight` as const), artStyle, bulbState: 'ON' }),
      );
      expect(new Set(looks).size).toBe(3);
    }
  });

  it('draws a switch open when off and closed when on', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      const off = render({ type: 'switch', artStyle });
      expect(render({ type: 'switch', artStyle, isOn: false })).toBe(off);
      expect(render({ type: 'switch', artStyle, isOn: true })).not.toBe(off);
    }
  });

  it('lights the star only when current passes', () => {
    for (const artStyle of ['photo', 'schematic'] as const) {
      expect(render({ type: 'star', artStyle, starLit: true })).not.toBe(render({ type: 'star', artStyle }));
    }
  });

  it('gives every icon on a page its own gradient ids', () => {
    const html = renderToStaticMarkup(
      <div>
        <ComponentArt type="red-bulb" bulbState="ON" />
        <ComponentArt type="red-bulb" bulbState="ON" />
      </div>,
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    // Every url(#…) reference points at an id defined in the same page.
    for (const [, ref] of html.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
  });
});
