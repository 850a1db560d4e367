// Every part's facts, read from the catalogue: each type id has a module, sides turn with rotation,
// value parameters keep their limits and labels, the one-of-a-kind and light facts agree with the
// type lists, and every part stamps what its module says (a part across 1 V draws its current).
import { describe, expect, it } from 'vitest';
import { activeSides } from '../rotate';
import { COMPONENT_TYPES, LIGHT_TYPES, PROBE_TYPES, type Cell, type ParamName, type Rotation } from '../types';
import { CATALOG_ORDER, CATALOGUE, componentDefinition, goalOf, isLight, isSingle, ohmsOf, paramsOf, paramValues, pieceKey, stateValues, valueLabel, withDefaults } from './catalogue';
import type { Stamper } from './define';
import { PARAM_SCHEMAS, pieceValueIssue } from './param-schemas';

const ROTATIONS: Rotation[] = [0, 90, 180, 270];

describe('the catalogue', () => {
  it('has exactly one module per type id, each with a name and a place in the creator catalog', () => {
    expect(CATALOGUE.map((d) => d.type).sort()).toEqual([...COMPONENT_TYPES].sort());
    expect(new Set(CATALOGUE.map((d) => d.catalogOrder)).size).toBe(CATALOGUE.length);
    expect([...CATALOG_ORDER].sort()).toEqual([...COMPONENT_TYPES].sort());
    for (const d of CATALOGUE) expect(d.displayName).toMatch(/^[A-Z]/);
  });

  it('marks the lights, and only them, as lights; every light answers a goal of its colour', () => {
    expect(CATALOGUE.filter((d) => d.light).map((d) => d.type)).toEqual([...LIGHT_TYPES]);
    expect(goalOf('red-bulb-straight')).toBe('red-bulb');
    expect(goalOf('resistor')).toBeNull();
    for (const type of LIGHT_TYPES) expect(isLight(type) && goalOf(type)?.startsWith(componentDefinition(type).light!.colour)).toBe(true);
  });

  it('gives every part with a companion model its capacitance, which the time step reads', () => {
    const companion = CATALOGUE.filter((d) => d.stampStep);
    expect(companion.map((d) => d.type)).toEqual(['capacitor']);
    for (const d of companion) expect(d.farads?.({ params: { capacitance: 0.0047 } } as never)).toBe(0.0047);
  });

  it('allows one battery, one star, one of each light and one of each probe per grid; the rest are unlimited', () => {
    const single = COMPONENT_TYPES.filter(isSingle);
    expect(single.sort()).toEqual(['battery', 'star', ...LIGHT_TYPES, ...PROBE_TYPES].sort());
  });
});

describe.each(CATALOGUE.map((d) => [d.type, d] as const))('%s', (type, definition) => {
  it('turns its sides clockwise with the rotation', () => {
    for (const rotation of ROTATIONS) {
      const sides = activeSides({ type, rotation, isOn: true });
      expect(sides).toHaveLength(definition.activeSides({ type, rotation: 0, isOn: true }).length);
      const quarter = activeSides({ type, rotation: ((rotation + 90) % 360) as Rotation, isOn: true });
      const next = { top: 'right', right: 'bottom', bottom: 'left', left: 'top' } as const;
      expect(quarter).toEqual(sides.map((side) => next[side]));
    }
  });

  it('stamps only between its own pins, and a two-pin part passes current one way through itself', () => {
    const entries: [number, number, number][] = [];
    const m: Stamper = {
      conductance: (a, b, g) => entries.push([a, b, g]),
      current: () => undefined,
      transconductance: () => undefined,
      sourceScale: 1,
    };
    const pins = definition.sides.map((_, i) => i);
    // Its values and the board inputs it reads, at their defaults (as buildCircuit hands them over).
    const params = { ...Object.fromEntries(paramsOf(type).map(([name, spec]) => [name, spec.toSI(spec.default)!])), ...Object.fromEntries(Object.entries(definition.boardInputs).map(([name, spec]) => [name, spec.default])) };
    const inst = { definition, row: 0, col: 0, pins, params, open: false, state: new Float64Array(definition.stateSize) };
    definition.stamp?.(m, inst);
    definition.stampStep?.(m, inst, { kind: 'step', c0: 1, c1: 0, c2: 0 });
    for (const [a, b, g] of entries) {
      expect(pins).toContain(a);
      expect(pins).toContain(b);
      expect(g).toBeGreaterThan(0);
    }
    if (definition.currents && pins.length === 2 && !definition.stampStep) {
      const [into0, into1] = definition.currents(inst, (node) => (node === 0 ? 1 : 0), { kind: 'initial' });
      expect(into0 + into1).toBeCloseTo(0, 12);
    }
  });

  it('declares its values with defaults inside their limits, labels and schemas that keep the limits', () => {
    for (const [name, spec] of paramsOf(type)) {
      const si = spec.toSI(spec.default)!;
      expect(si).toBeGreaterThanOrEqual(spec.min);
      expect(si).toBeLessThanOrEqual(spec.max);
      expect(PARAM_SCHEMAS[name].safeParse(spec.default).success).toBe(true);
      // A field several parts share is checked against each part's own limits on the whole piece.
      const tooBig = PARAM_SCHEMAS[name].safeParse(spec.max * 10).success && pieceValueIssue({ type, [name]: spec.max * 10 }) === null;
      expect(tooBig).toBe(false);
      if (spec.min > 0) expect(PARAM_SCHEMAS[name].safeParse(spec.min / 10).success && pieceValueIssue({ type, [name]: spec.min / 10 }) === null).toBe(false);
      else expect(PARAM_SCHEMAS[name].safeParse(-1).success).toBe(false);
      expect(valueLabel({ type })).toContain(spec.label(spec.default));
      expect(withDefaults<Pick<Cell, 'type' | ParamName>>({ type })[name]).toBe(spec.default);
      for (const preset of spec.presets) expect(PARAM_SCHEMAS[name].safeParse(preset).success).toBe(true);
    }
    if (paramsOf(type).length === 0) expect(valueLabel({ type })).toBe('');
  });
});

describe('values', () => {
  it('label resistances and capacitances as the parts print them', () => {
    expect(valueLabel({ type: 'resistor' })).toBe('330 Ω');
    expect(valueLabel({ type: 'resistor', resistanceValue: 2200 })).toBe('2.2 kΩ');
    expect(valueLabel({ type: 'capacitor' })).toBe('10000 µF');
    expect(valueLabel({ type: 'capacitor', capacitance: '4.7mF' })).toBe('4.7 mF');
  });

  it('make a piece the same piece whatever form its value takes, and a different piece with another value', () => {
    expect(pieceKey({ type: 'resistor' })).toBe(pieceKey({ type: 'resistor', resistanceValue: 330 }));
    expect(pieceKey({ type: 'capacitor', capacitance: '4.7mF' })).toBe(pieceKey({ type: 'capacitor', capacitance: 0.0047 }));
    expect(pieceKey({ type: 'capacitor', capacitance: '4.7mF' })).not.toBe(pieceKey({ type: 'capacitor' }));
    expect(pieceKey({ type: 'straight-wire' })).toBe('straight-wire');
  });

  it('are read and written for the builders by the parts\' declarations: ohms, values in declared order, states', () => {
    expect([ohmsOf({ type: 'resistor' }), ohmsOf({ type: 'resistor', resistanceValue: 560 }), ohmsOf({ type: 'potentiometer' }), ohmsOf({ type: 'battery' })]).toEqual([330, 560, 1000, null]);
    expect(paramValues('potentiometer', [10000, undefined])).toEqual({ resistanceValue: 10000 });
    expect(paramValues('potentiometer', [undefined, 0.25])).toEqual({ position: 0.25 });
    expect(paramValues('capacitor', ['4.7mF'])).toEqual({ capacitance: '4.7mF' });
    expect([stateValues('switch', true), stateValues('push-button', false), stateValues('resistor', true)]).toEqual([{ isOn: true }, { pressed: false }, {}]);
  });

  it('refuse values outside the limits with a message naming the rule', () => {
    expect(PARAM_SCHEMAS.resistanceValue.safeParse(0).error?.issues[0].message).toBe('must be from 0.001 to 1e9 ohms');
    expect(PARAM_SCHEMAS.capacitance.safeParse('20F').error?.issues[0].message).toBe('must be from 1pF to 10F');
    expect(PARAM_SCHEMAS.capacitance.safeParse('lots').error?.issues[0].message).toMatch(/10000uF/);
    expect(PARAM_SCHEMAS.capacitance.safeParse('1'.repeat(40)).success).toBe(false);
  });
});
