// The Shockley junction shared by the diode and the MOSFET's body diode, with SPICE's pnjlim step limit.
// Not a component itself.
export const JUNCTION_IS_A = 1e-14; // engine contract: IS = 1e-14 A, N = 1
export const THERMAL_V = 0.02585; // engine contract: exactly 25.85 mV
const VCRIT = THERMAL_V * Math.log(THERMAL_V / (Math.SQRT2 * JUNCTION_IS_A));
const MAX_EXP_ARG = 80;

/**
 * Junction current and conductance at forward voltage vd: the Shockley law alone. Unlike SPICE's
 * diode there is no gmin across the junction (docs: a reverse junction passes at most IS), so a
 * MOSFET gate fed only through a reversed diode sits near 0 V. Beyond MAX_EXP_ARG the current is
 * continued linearly (same slope), avoiding Infinity.
 */
export function junction(vd: number): { i: number; g: number } {
  const x = vd / THERMAL_V;
  if (x > MAX_EXP_ARG) {
    const e = Math.exp(MAX_EXP_ARG);
    const g = (JUNCTION_IS_A * e) / THERMAL_V;
    return { i: JUNCTION_IS_A * (e - 1) + g * (vd - MAX_EXP_ARG * THERMAL_V), g };
  }
  const e = Math.exp(x);
  return { i: JUNCTION_IS_A * (e - 1), g: (JUNCTION_IS_A * e) / THERMAL_V };
}

/**
 * SPICE3 pnjlim (Nagel 1975, DEVpnjlim) keeps Newton from jumping up the exponential. Coming down it
 * has no limit, and there Newton crawls: from a forward junction whose current the circuit no longer
 * drives (a node left with gmin alone after a bulb exploded), each step lowers it by only about Vt. So a
 * step down of more than Vt/2 goes straight to the voltage at which the junction carries the current
 * its linearisation predicts (0 V if it predicts none), where the circuit decides it.
 */
export function limitJunction(vNew: number, vOld: number): number {
  if (vNew > VCRIT && Math.abs(vNew - vOld) > 2 * THERMAL_V) {
    if (vOld > 0) {
      const arg = 1 + (vNew - vOld) / THERMAL_V;
      return arg > 0 ? vOld + THERMAL_V * Math.log(arg) : VCRIT;
    }
    return THERMAL_V * Math.log(vNew / THERMAL_V);
  }
  if (vOld > 0 && vNew < vOld - THERMAL_V / 2) {
    const eOld = Math.exp(Math.min(vOld / THERMAL_V, MAX_EXP_ARG));
    const predicted = JUNCTION_IS_A * (eOld - 1) + ((JUNCTION_IS_A * eOld) / THERMAL_V) * (vNew - vOld);
    if (predicted <= 0) return Math.min(vNew, 0);
    return Math.min(vNew, THERMAL_V * Math.log1p(predicted / JUNCTION_IS_A));
  }
  return vNew;
}

/** Newton has settled when the junction voltage moved less than 1 µV (or 1e-6 relative). */
export function junctionConverged(vNew: number, vUsed: number): boolean {
  return Math.abs(vNew - vUsed) <= 1e-6 + 1e-6 * Math.abs(vNew);
}
