// Request validation: what is wrong and where, the 64 KiB limit, the one-of-each rule.
import { describe, expect, it } from 'vitest';
import { parseSimulationRequest, validateSimulationRequest } from './validate';

const ok = { type: 'resistor', rotation: 0 };
const errorOf = (json: unknown) => {
  const result = validateSimulationRequest(json);
  return result.ok ? null : result.error;
};

describe('validateSimulationRequest', () => {
  it('accepts a good request, ignoring `connections` and keeping the fields that matter', () => {
    const result = validateSimulationRequest({
      grid: [[{ type: 'switch', rotation: 90, isOn: true, connections: { top: true } }, null]],
      probe: true,
      duration: 2,
    });
    expect(result).toEqual({ ok: true, request: { grid: [[{ type: 'switch', rotation: 90, isOn: true }, null]], probe: true, duration: 2 } });
  });

  it.each([
    [{ grid: [[ok, { type: 'resistor', rotation: 45 }]] }, 'grid[0][1].rotation must be 0, 90, 180 or 270'],
    [{ grid: [[ok], [{ rotation: 0 }]] }, 'grid[1][0].type is required'],
    [{ grid: [[{ type: 'flux-capacitor', rotation: 0 }]] }, 'grid[0][0].type must be one of'],
    [{ grid: [[{ type: 'resistor', rotation: 0, resistanceValue: 0 }]] }, 'grid[0][0].resistanceValue must be from 0.001 to 1e9 ohms'],
    [{ grid: [[{ type: 'resistor', rotation: 0, resistanceValue: 2e9 }]] }, 'grid[0][0].resistanceValue must be from 0.001 to 1e9 ohms'],
    [{ grid: [[{ type: 'capacitor', rotation: 0, capacitance: '20F' }]] }, 'grid[0][0].capacitance must be from 1pF to 10F'],
    [{ grid: [[{ type: 'capacitor', rotation: 0, capacitance: 'lots' }]] }, 'grid[0][0].capacitance must be a number of farads or a string like "10000uF"'],
    [{ grid: [[{ type: 'switch', rotation: 0, isOn: 'yes' }]] }, 'grid[0][0].isOn must be true or false'],
    [{ grid: [[ok, ok], [ok]] }, 'grid must be rectangular'],
    [{ grid: [] }, 'grid must have 1 to 9 rows'],
    [{ grid: [[]] }, 'grid[0] must have 1 to 9 columns'],
    [{ grid: Array.from({ length: 10 }, () => [null]) }, 'grid must have 1 to 9 rows'],
    [{ grid: [Array(10).fill(null)] }, 'grid[0] must have 1 to 9 columns'],
    [{ grid: [[ok]], duration: 0.05 }, 'duration must be from 0.1 to 120 seconds'],
    [{ grid: [[ok]], duration: 121 }, 'duration must be from 0.1 to 120 seconds'],
    [{ grid: [[ok]], probe: 'yes' }, 'probe must be true or false'],
    [{ grid: [[7]] }, 'grid[0][0] must be a component object or null'],
    [{ grid: [[ok]], goal: 'ON' }, 'goal must be an array of goal entries'],
    [{ grid: [[ok]], goal: [{ type: 'blue-bulb', status: 'ON' }] }, 'goal[0]'],
    [{ grid: [[ok]], locked: [{ row: 9, col: 0 }] }, 'locked[0].row'],
    [{ grid: [[ok]], locked: [{ row: 'a', col: 0 }] }, 'locked[0].row must be a row index'],
    [{}, 'grid is required'],
    [[1], 'request must be a JSON object'],
  ])('%j → %s', (json, message) => {
    expect(errorOf(json)).toContain(message);
  });

  it('names both cells of a second battery, star, bulb type or probe type', () => {
    const b = { type: 'battery', rotation: 0 };
    expect(errorOf({ grid: [[b, null], [null, b]] })).toBe(
      'grid[1][1] is a second battery (the first is at grid[0][0]); a grid holds at most one',
    );
    for (const type of ['star', 'red-bulb', 'green-bulb-straight', 'probe', 'probe-current']) {
      expect(errorOf({ grid: [[{ type, rotation: 0 }, { type, rotation: 90 }]] })).toContain(
        `grid[0][1] is a second ${type} (the first is at grid[0][0])`,
      );
    }
    // The straight and angled bulbs of one colour are different types.
    expect(errorOf({ grid: [[{ type: 'red-bulb', rotation: 0 }, { type: 'red-bulb-straight', rotation: 0 }]] })).toBeNull();
    expect(errorOf({ grid: [[ok, ok, ok]] })).toBeNull();
  });

  it('reads capacitances in every documented form', () => {
    for (const capacitance of ['10000uF', '4.7mF', '0.01', '1pF', '100nF', '10µF', 0.5, 10]) {
      expect(errorOf({ grid: [[{ type: 'capacitor', rotation: 0, capacitance }]] })).toBeNull();
    }
  });
});

describe('parseSimulationRequest', () => {
  it('refuses more than 64 KiB with status 413', () => {
    const text = JSON.stringify({ grid: [[null]], pad: 'x'.repeat(65_536) });
    expect(parseSimulationRequest(text)).toEqual({ ok: false, status: 413, error: 'request must be at most 64 KiB' });
  });

  it('refuses text that is not JSON with status 400', () => {
    expect(parseSimulationRequest('{grid')).toEqual({ ok: false, status: 400, error: 'request is not valid JSON' });
  });

  it('parses and validates good text', () => {
    expect(parseSimulationRequest('{"grid":[[null]]}')).toEqual({ ok: true, request: { grid: [[null]] } });
  });
});
