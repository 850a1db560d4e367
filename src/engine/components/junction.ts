// The Shockley junction shared by the diode, the MOSFET's body diode and the LEDs, with SPICE's pnjlim
// step limit. Not a component itself. `isA` and `vt` (N × thermal voltage) default to the diode's.
export const JUNCTION_IS_A = 1e-14; // docs/engine.md: IS = 1e-14 A, N = 1
export const THERMAL_V = 0.02585; // docs/engine.md: exactly 25.85 mV
const VCRIT = vcrit(JUNCTION_IS_A, THERMAL_V);

/** SPICE's critical voltage, above which pnjlim limits a step up the exponential. */
export function vcrit(isA: number, vt: number): number {
  return vt * Math.log(vt / (Math.SQRT2 * isA));
}
const MAX_EXP_ARG = 80;

/**
 * Junction current and conductance at forward voltage vd: the Shockley law alone. Unlike SPICE's
 * diode there is no gmin across the junction (docs: a reverse junction passes at most IS), so a
 * MOSFET gate fed only through a reversed diode sits near 0 V. Beyond MAX_EXP_ARG the current is
 * continued linearly (same slope), avoiding Infinity.
 */
export function junction(vd: number, isA = JUNCTION_IS_A, vt = THERMAL_V): { i: number; g: number } {
  const x = vd / vt;
  if (x > MAX_EXP_ARG) {
    const e = Math.exp(MAX_EXP_ARG);
    const g = (isA * e) / vt;
    return { i: isA * (e - 1) + g * (vd - MAX_EXP_ARG * vt), g };
  }
  const e = Math.exp(x);
  return { i: isA * (e - 1), g: (isA * e) / vt };
}

/**
 * SPICE3 pnjlim (Nagel 1975, DEVpnjlim) keeps Newton from jumping up the exponential. Coming down it
 * has no limit, and there Newton crawls: from a forward junction whose current the circuit no longer
 * drives (a node left with gmin alone after a bulb exploded), each step lowers it by only about Vt. So a
 * step down of more than Vt/2 goes straight to the voltage at which the junction carries the current
 * its linearisation predicts (0 V if it predicts none), where the circuit decides it.
 */
export function limitJunction(vNew: number, vOld: number, isA = JUNCTION_IS_A, vt = THERMAL_V, vCrit = VCRIT): number {
  if (vNew > vCrit && Math.abs(vNew - vOld) > 2 * vt) {
    if (vOld > 0) {
      const arg = 1 + (vNew - vOld) / vt;
      return arg > 0 ? vOld + vt * Math.log(arg) : vCrit;
    }
    return vt * Math.log(vNew / vt);
  }
  if (vOld > 0 && vNew < vOld - vt / 2) {
    const eOld = Math.exp(Math.min(vOld / vt, MAX_EXP_ARG));
    const predicted = isA * (eOld - 1) + ((isA * eOld) / vt) * (vNew - vOld);
    if (predicted <= 0) return Math.min(vNew, 0);
    return Math.min(vNew, vt * Math.log1p(predicted / isA));
  }
  return vNew;
}

/** Newton has settled when the junction voltage moved less than 1 µV (or 1e-6 relative). */
export function junctionConverged(vNew: number, vUsed: number): boolean {
  return Math.abs(vNew - vUsed) <= 1e-6 + 1e-6 * Math.abs(vNew);
}
