// What the generator reads from a goal: concepts, resistor values, bulb counts, grid sizes, difficulty.
import { describe, expect, it } from 'vitest';
import { extractConcepts } from './concepts';

describe('extractConcepts', () => {
  it('finds circuit ideas in plain words', () => {
    const c = extractConcepts('Bulbs in PARALLEL branches, a switch, a diode and a transistor');
    expect(c).toMatchObject({ parallel: true, switch: true, diode: true, mosfet: true, series: false, capacitor: false, unknown: false });
    expect(extractConcepts('the capacitor charges and the bulb fades').capacitor).toBe(true);
    expect(extractConcepts('stop the bulb blowing up: too much current').exploded).toBe(true);
    expect(extractConcepts('a dim bulb and a star').dim && extractConcepts('a dim bulb and a star').star).toBe(true);
  });

  it('reads resistor values in order, in ohms and kilo-ohms', () => {
    expect(extractConcepts('use 330 ohm then 560Ω').resistorValues).toEqual([330, 560]);
    expect(extractConcepts('a 1k resistor and 2.2 kohm').resistorValues).toEqual([1000, 2200]);
    expect(extractConcepts('compare 560 with 330').resistorValues).toEqual([560, 330]);
  });

  it('reads bulb counts and grid sizes', () => {
    expect(extractConcepts('three bulbs').bulbCount).toBe(3);
    expect(extractConcepts('2 lamps').bulbCount).toBe(2);
    expect(extractConcepts('a 6x4 grid').grid).toEqual({ cols: 6, rows: 4 });
    expect(extractConcepts('grid 7 by 3').grid).toEqual({ cols: 7, rows: 3 });
    expect(extractConcepts('5 columns and 3 rows').grid).toEqual({ cols: 5, rows: 3 });
    expect(extractConcepts('series').grid).toBeUndefined();
  });

  it('reads the difficulty, medium by default', () => {
    expect(extractConcepts('an easy first lesson').difficulty).toBe('easy');
    expect(extractConcepts('a hard challenge').difficulty).toBe('hard');
    expect(extractConcepts('parallel').difficulty).toBe('medium');
  });

  it('marks text without any known idea as unknown', () => {
    expect(extractConcepts('cats and dogs').unknown).toBe(true);
    expect(extractConcepts('').unknown).toBe(true);
  });

  it('reads common misspellings, LED and resistor counts, and parts the game does not have', () => {
    expect(extractConcepts('paralel bulbs, a swich and a capaciter')).toMatchObject({ parallel: true, switch: true, capacitor: true });
    expect(extractConcepts('seris circuit with a transister')).toMatchObject({ series: true, mosfet: true });
    // The light-emitting diode is the LED, not a second part.
    expect(extractConcepts('a light-emitting diode')).toMatchObject({ led: true, diode: false });
    expect(extractConcepts('two LEDs and three resistors')).toMatchObject({ ledCount: 2, resistorCount: 3 });
    expect(extractConcepts('2 red lamps').bulbCount).toBe(2);
    expect(extractConcepts('one bulb lights and the other does not').bulbCount).toBeUndefined();
    // The potentiometer and the push button are parts now, in a teacher's many words for them.
    expect(extractConcepts('a potentiometer, a push button and an LDR')).toMatchObject({ potentiometer: true, pushButton: true, ldr: true, missingParts: [] });
    for (const words of ['a dimmer', 'turn the knob', 'a variable resistor', 'a potentiometer', 'a potentiometre', 'a pot']) expect(extractConcepts(words).potentiometer).toBe(true);
    for (const words of ['a push button', 'a pushbutton', 'a doorbell', 'press the button', 'a momentary switch']) expect(extractConcepts(words).pushButton).toBe(true);
    expect(extractConcepts('a motor and a buzzer').missingParts).toEqual(['a motor', 'a buzzer']);
    // The light sensor is a part now.
    expect(extractConcepts('a light sensor')).toMatchObject({ ldr: true, unknown: false, missingParts: [] });
    expect(extractConcepts('an LDR').ldr).toBe(true);
    expect(extractConcepts('a photoresistor night light').ldr).toBe(true);
    expect(extractConcepts('four bulbs and two switches').overCounts).toEqual(['4 bulbs (a level holds at most three)', '2 switches (a generated level has one)']);
  });
});
