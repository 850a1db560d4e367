import { simulate } from '../src/engine/index';
import { ladderGrid } from '../src/engine/testing/ladder-grid';
import { seeded } from '../src/engine/testing/random';
const kinds: any = ['wire', 'resistor', 'resistor', 'resistor', 'bulb', 'switch', 'diode', 'star', 'wire'];
let fails = 0;
for (const size of [5,6,7,8,9]) for (let seed = size * 1000; seed < size * 1000 + 300; seed++) {
  for (const k of [kinds, [...kinds, 'capacitor', 'capacitor']]) {
  const grid = ladderGrid(seeded(seed), { rows: size, cols: size, kinds: k });
  try { simulate({ grid, duration: 1 }); } catch (e) { fails++; if (fails < 3) console.log(size, seed, k.length, (e as Error).message); }
  }
}
console.log('fails', fails);
