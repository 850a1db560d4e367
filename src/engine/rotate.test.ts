// Sides of every component type at every rotation, against docs/engine.md's table.
import { describe, expect, it } from 'vitest';
import { activeSides } from './rotate';
import { COMPONENT_TYPES, type ComponentType, type Rotation, type Side } from './types';

// docs/engine.md "Every part's physics", rotation 0, in pin order.
const AT_ZERO: Record<ComponentType, Side[]> = {
  battery: ['left', 'right'],
  'straight-wire': ['top', 'bottom'],
  'corner-wire': ['left', 'bottom'],
  't-wire': ['right', 'bottom', 'left'],
  star: ['left', 'right'],
  block: [],
  switch: ['left', 'right'],
  resistor: ['left', 'right'],
  capacitor: ['left', 'right'],
  diode: ['left', 'right'],
  mosfet: ['left', 'top', 'bottom'],
  'red-bulb': ['right', 'bottom'],
  'green-bulb': ['right', 'bottom'],
  'yellow-bulb': ['top', 'bottom'],
  'red-bulb-straight': ['left', 'right'],
  'yellow-bulb-straight': ['left', 'right'],
  'green-bulb-straight': ['left', 'right'],
  'red-led': ['left', 'right'],
  'yellow-led': ['left', 'right'],
  'green-led': ['left', 'right'],
  probe: ['left', 'right'],
  'probe-voltage-pos': ['left', 'right'],
  'probe-voltage-neg': ['left', 'right'],
  potentiometer: ['left', 'right', 'bottom'],
  'push-button': ['left', 'right'],
  ldr: ['left', 'right'],
  'probe-current': ['left', 'right'],
};

// "a side that is left at 0° is top at 90°, right at 180°, bottom at 270°" (clockwise).
const TURN: Record<Rotation, Record<Side, Side>> = {
  0: { top: 'top', right: 'right', bottom: 'bottom', left: 'left' },
  90: { left: 'top', top: 'right', right: 'bottom', bottom: 'left' },
  180: { left: 'right', top: 'bottom', right: 'left', bottom: 'top' },
  270: { left: 'bottom', top: 'left', right: 'top', bottom: 'right' },
};

describe('active sides', () => {
  for (const type of COMPONENT_TYPES) {
    for (const rotation of [0, 90, 180, 270] as Rotation[]) {
      it(`${type} at ${rotation}°`, () => {
        const isOn = type === 'switch' ? true : undefined;
        const pressed = type === 'push-button' ? true : undefined;
        expect(activeSides({ type, rotation, isOn, pressed })).toEqual(AT_ZERO[type].map((s) => TURN[rotation][s]));
      });
    }
  }

  it('a switch that is off, or has no isOn, has no active sides', () => {
    expect(activeSides({ type: 'switch', rotation: 90, isOn: false })).toEqual([]);
    expect(activeSides({ type: 'switch', rotation: 0 })).toEqual([]);
  });
});
