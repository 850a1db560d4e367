// Failure texts of spec section 8, word for word, singular and plural.
import { describe, expect, it } from 'vitest';
import { dimText, explodedText, failureDetails, joinColours, offText, PARALLEL_HINT, SWITCH_HINT, wrongBulbText } from './feedback';

describe('feedback texts', () => {
  it('joins colours as "red", "red and green", "red, yellow and green"', () => {
    expect(joinColours(['red'])).toBe('red');
    expect(joinColours(['red', 'green'])).toBe('red and green');
    expect(joinColours(['red', 'yellow', 'green'])).toBe('red, yellow and green');
  });

  it('OFF: singular and plural', () => {
    expect(offText(['red'])).toBe(
      'The red bulb is off because there is no current flowing through it. Ensure all components are connected in a closed loop.',
    );
    expect(offText(['red', 'green'])).toBe(
      'The red and green bulbs are off because there is no current flowing through them. Ensure all components are connected in a closed loop.',
    );
  });

  it('EXPLODED: singular and plural', () => {
    expect(explodedText(['yellow'])).toBe(
      'The yellow bulb has exploded due to too much current. Try adding a resistor to reduce the current.',
    );
    expect(explodedText(['red', 'yellow', 'green'])).toBe(
      'The red, yellow and green bulbs have exploded due to too much current. Try adding a resistor to reduce the current.',
    );
  });

  it('DIM: singular and plural', () => {
    expect(dimText(['green'])).toBe(
      'The green bulb is dim because the current is too low. Check if the resistors are limiting the current too much.',
    );
    expect(dimText(['red', 'green'])).toBe(
      'The red and green bulbs are dim because the current is too low. Check if the resistors are limiting the current too much.',
    );
  });

  it('hints and the per-bulb line', () => {
    expect(PARALLEL_HINT).toBe('Remember, in parallel circuits, the current splits at junctions.');
    expect(SWITCH_HINT).toBe('Check if all switches are closed to allow current to flow.');
    expect(wrongBulbText('red-bulb', 'OFF', 'ON')).toBe('The red-bulb is currently OFF but should be ON.');
  });

  it('orders the details: state groups, tag hints, then one line per wrong bulb', () => {
    const details = failureDetails(
      [
        { goal: { type: 'red-bulb', status: 'ON' }, state: 'OFF' },
        { goal: { type: 'green-bulb', status: 'ON' }, state: 'OFF' },
        { goal: { type: 'yellow-bulb', status: 'ON' }, state: 'EXPLODED' },
      ],
      ['Parallel', 'switch'],
    );
    expect(details).toEqual([
      offText(['red', 'green']),
      explodedText(['yellow']),
      PARALLEL_HINT,
      SWITCH_HINT,
      'The red-bulb is currently OFF but should be ON.',
      'The green-bulb is currently OFF but should be ON.',
      'The yellow-bulb is currently EXPLODED but should be ON.',
    ]);
  });
});

describe('LED goals', () => {
  it('say LED where the spec says bulb, after the bulbs of the same state', () => {
    const details = failureDetails(
      [
        { goal: { type: 'red-led', status: 'ON' }, state: 'OFF' },
        { goal: { type: 'green-bulb', status: 'ON' }, state: 'OFF' },
      ],
      [],
    );
    expect(details[0]).toBe(offText(['green']));
    expect(details[1]).toBe('The red LED is off because there is no current flowing through it. Ensure all components are connected in a closed loop.');
  });
});
