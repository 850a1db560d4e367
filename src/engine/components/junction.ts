// The Shockley junction shared by the diode and the MOSFET's body diode, with SPICE's pnjlim step limit.
// Not a component itself.
export const JUNCTION_IS_A = 1e-14; // engine contract: IS = 1e-14 A, N = 1
export const THERMAL_V = 0.02585; // engine contract: exactly 25.85 mV
const VCRIT = THERMAL_V * Math.log(THERMAL_V / (Math.SQRT2 * JUNCTION_IS_A));
const MAX_EXP_ARG = 80;
const JUNCTION_GMIN_S = 1e-12; // beyond this the current is linearised (same slope), avoiding Infinity

/**
 * Junction current and conductance at forward voltage vd, with SPICE's gmin (1e-12 S) across the
 * junction as ngspice's diode and MOSFET bulk junctions have it: it fixes the voltage of a node held
 * between two reverse junctions, which would otherwise float on picoamps.
 */
export function junction(vd: number): { i: number; g: number } {
  const x = vd / THERMAL_V;
  if (x > MAX_EXP_ARG) {
    const e = Math.exp(MAX_EXP_ARG);
    const g = (JUNCTION_IS_A * e) / THERMAL_V;
    return { i: JUNCTION_IS_A * (e - 1) + g * (vd - MAX_EXP_ARG * THERMAL_V) + JUNCTION_GMIN_S * vd, g: g + JUNCTION_GMIN_S };
  }
  const e = Math.exp(x);
  return { i: JUNCTION_IS_A * (e - 1) + JUNCTION_GMIN_S * vd, g: (JUNCTION_IS_A * e) / THERMAL_V + JUNCTION_GMIN_S };
}

/** SPICE3 pnjlim: keeps Newton from jumping up the exponential (Nagel 1975, DEVpnjlim). */
export function limitJunction(vNew: number, vOld: number): number {
  if (vNew > VCRIT && Math.abs(vNew - vOld) > 2 * THERMAL_V) {
    if (vOld > 0) {
      const arg = 1 + (vNew - vOld) / THERMAL_V;
      return arg > 0 ? vOld + THERMAL_V * Math.log(arg) : VCRIT;
    }
    return THERMAL_V * Math.log(vNew / THERMAL_V);
  }
  return vNew;
}

/** Newton has settled when the junction voltage moved less than 1 µV (or 1e-6 relative). */
export function junctionConverged(vNew: number, vUsed: number): boolean {
  return Math.abs(vNew - vUsed) <= 1e-6 + 1e-6 * Math.abs(vNew);
}
