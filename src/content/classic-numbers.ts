// Taught-number annotations (taught-numbers.ts) for the exercises written before annotations existed:
// docs/product.md's chapters 1–2 and the Egg Timer project. Keyed by 'chapter/level/exercise' (zero-based) or
// 'project code/level/exercise'; index.ts attaches them before the content is validated.
import type { TaughtNumber } from './schema';

const loop = (ohms: number) => `┌ B R${ohms} ─ ┐\n└ A ─ ─ r┘`;
/** A bulb with no resistor burns out at once, so its current is read with a 40 Ω resistor in its place. */
const BARE_BULB = `┌ B R40 ─ ┐\n└ A ─ ─ ┘`;
const TWO_330 = `┌ B R330 R330 ┐\n└ A ─ ─ r┘`;
const TWO_660 = `┌ B R660 R660 ┐\n└ A ─ ─ r┘`;
const two_bulbs = (ohms: number) => `┌ B R${ohms} g- ┐\n└ A ─ ─ r┘`;
const TWO_PATHS = `┌ B A ─ ┐\n├ R330 r- ─ ┤\n└ R330 g- ─ ┘`;
const ONE_PATH = `┌ B ─ ─ ┐\n├ R330 r- A ┤\n└ R330 g- ─ ┘`;
const DIODE_LOOP = `┌ B R330 ─ ┐\n└ A D> ─ r┘`;
const DIODE_DROP = `┌ B R330 ─ ┐\n└ V+ D> V- r┘`;
const MOSFET_ON = `┌ R330 ─ r- ┐\n├ S1 ─ ─ M\n└ B A ─ ┘`;
const RC_330 = `┌ B R330 ─ ┐\n└ V+ C V- ┘`;
const RC_660 = `┌ B R660 ─ ┐\n└ V+ C V- ┘`;
/** Two thirds of the way to 9 V (1 − 1/e): one time constant. */
const ONE_TAU_V = 9 * (1 - Math.exp(-1));

const bare = { says: '220 mA', read: 'current', map: BARE_BULB } as const;
const on330 = { says: '24 mA', read: 'current', map: loop(330) } as const;
const dim560 = { says: '15 mA', read: 'current', map: loop(560) } as const;

export const classicNumbers: Record<string, TaughtNumber[]> = {
  '0/1/0': [bare, on330, dim560],
  '0/1/1': [bare, on330],
  '0/1/2': [dim560, on330],
  '0/1/3': [bare, on330, dim560],
  '0/1/4': [{ says: '701 Ω', read: 'total-resistance', map: TWO_330 }, { says: '13 mA', read: 'current', map: TWO_330 }, on330],
  '0/1/5': [on330],
  '0/3/0': [{ says: '22 mA', read: 'current', map: two_bulbs(330) }],
  '0/3/1': [{ says: '22 mA', read: 'current', map: two_bulbs(330) }, { says: '14 mA', read: 'current', map: two_bulbs(560) }],
  '0/4/0': [{ says: '24 mA', read: 'current', map: ONE_PATH }, { says: '48 mA', read: 'current', map: TWO_PATHS }, bare],
  '0/5/0': [on330],
  '1/0/2': [{ says: '13 mA', read: 'current', map: loop(660) }, { says: '7 mA', read: 'current', map: TWO_660 }, on330],
  '1/1/0': [
    { says: '0.7 V', read: 'voltage', map: DIODE_DROP },
    { says: '22 mA', read: 'current', map: DIODE_LOOP },
  ],
  '1/1/1': [{ says: '22 mA', read: 'current', map: DIODE_LOOP }],
  '1/2/1': [{ says: '0.7 V', read: 'voltage', map: DIODE_DROP }],
  '1/4/0': [{ says: '24 mA', read: 'current', map: MOSFET_ON }],
  'egg/0/1': [
    { says: '0 V', read: 'voltage', at: 0, map: RC_330 },
    { says: '3.3 seconds', read: { reaches: ONE_TAU_V }, map: RC_330 },
  ],
  'egg/0/2': [{ says: '10 Ω', read: 'distractor' }, { says: '6.6 s', read: { reaches: ONE_TAU_V }, map: RC_660 }],
  'egg/2/1': [on330],
  'egg/3/1': [{ says: '24 mA', read: 'current', map: MOSFET_ON }],
  'egg/3/2': [{ says: '1 V', read: 'premise' }],
  'egg/4/1': [{ says: '3.3 s', read: { reaches: ONE_TAU_V }, map: RC_330 }],
};
