// SPICE level-1 n-channel equations and SPICE3's fetlim/limvds Newton step limits. Not a component itself.
export const MOSFET_VTO_V = 2; // docs/engine.md
export const MOSFET_KP = 0.1; // A/V², W = L, LAMBDA = 0

/** A channel current with its partial derivatives (written in place: the solver evaluates it per iteration). */
export interface ChannelPoint {
  i: number;
  gm: number;
  gds: number;
}

/** Drain-to-source channel current of the level-1 model for vds ≥ 0, with its partial derivatives, into `out`. */
export function channel(vgs: number, vds: number, out: ChannelPoint): ChannelPoint {
  const vgst = vgs - MOSFET_VTO_V;
  if (vgst <= 0) {
    out.i = out.gm = out.gds = 0;
  } else if (vds < vgst) {
    out.i = MOSFET_KP * (vgst - vds / 2) * vds;
    out.gm = MOSFET_KP * vds;
    out.gds = MOSFET_KP * (vgst - vds);
  } else {
    out.i = (MOSFET_KP / 2) * vgst * vgst;
    out.gm = MOSFET_KP * vgst;
    out.gds = 0;
  }
  return out;
}

/** SPICE3 DEVfetlim: limits the gate voltage step around the threshold. */
export function limitGate(vNew: number, vOld: number): number {
  const vto = MOSFET_VTO_V;
  const vtsthi = Math.abs(2 * (vOld - vto)) + 2;
  const vtstlo = vtsthi / 2 + 2;
  const vtox = vto + 3.5;
  const delv = vNew - vOld;
  if (vOld >= vto) {
    if (vOld >= vtox) {
      if (delv <= 0) {
        if (vNew >= vtox) return -delv > vtstlo ? vOld - vtstlo : vNew;
        return Math.max(vNew, vto + 2);
      }
      return delv >= vtsthi ? vOld + vtsthi : vNew;
    }
    return delv <= 0 ? Math.max(vNew, vto - 0.5) : Math.min(vNew, vto + 4);
  }
  if (delv <= 0) return -delv > vtsthi ? vOld - vtsthi : vNew;
  const vtemp = vto + 0.5;
  if (vNew <= vtemp) return delv > vtstlo ? vOld + vtstlo : vNew;
  return vtemp;
}

/** SPICE3 DEVlimvds for a non-negative drain-source voltage. */
export function limitDrain(vNew: number, vOld: number): number {
  if (vOld >= 3.5) {
    if (vNew > vOld) return Math.min(vNew, 3 * vOld + 2);
    return vNew < 3.5 ? Math.max(vNew, 2) : vNew;
  }
  return vNew > vOld ? Math.min(vNew, 4) : Math.max(vNew, -0.5);
}
