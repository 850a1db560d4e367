// MOSFET: n-channel enhancement, SPICE level 1; left = gate, top = drain, bottom = source.
// The channel is symmetric (the lower of drain/source acts as source) and the bulk is tied to the source,
// so the body diode (source → drain) conducts when the drain is below the source.
// state = [vgs, vds, vsd of the body diode] as last used for linearisation.
import { defineComponent, type Instance, type Stamper, type VoltageReader } from './define';
import { junction, junctionConverged, limitJunction } from './junction';
import { channel, limitDrain, limitGate, type ChannelPoint } from './mosfet-model';

/** One evaluation's result, reused: Newton evaluates every MOSFET at every iteration of every time point. */
const point: ChannelPoint & { reversed: boolean } = { i: 0, gm: 0, gds: 0, reversed: false };

/** Channel current from drain to source (either sign) and its derivatives wrt vgs and vds (valid until the next call). */
function channelCurrent(vgs: number, vds: number): { i: number; gm: number; gds: number; reversed: boolean } {
  point.reversed = vds < 0;
  if (point.reversed) {
    channel(vgs - vds, -vds, point); // the drain acts as source: vgd, vsd
    point.i = -point.i;
  } else {
    channel(vgs, vds, point);
  }
  return point;
}

function stampChannel(m: Stamper, inst: Instance, vgs: number, vds: number): void {
  const pins = inst.pins; // indexed, not destructured: an array iterator per call showed in profiles
  const gate = pins[0];
  const drain = pins[1];
  const source = pins[2];
  const c = channelCurrent(vgs, vds);
  if (!c.reversed) {
    m.transconductance(drain, source, gate, source, c.gm);
    m.conductance(drain, source, c.gds);
    m.current(drain, source, c.i - c.gm * vgs - c.gds * vds);
  } else {
    const vgd = vgs - vds;
    m.transconductance(source, drain, gate, drain, c.gm);
    m.conductance(source, drain, c.gds);
    m.current(source, drain, -c.i - c.gm * vgd + c.gds * vds);
  }
}

function limitVds(vNew: number, vOld: number): number {
  return vOld >= 0 ? limitDrain(vNew, vOld) : -limitDrain(-vNew, -vOld);
}

export const mosfet = defineComponent({
  type: 'mosfet',
  displayName: 'MOSFET',
  catalogOrder: 120,
  polar: true,
  sides: ['left', 'top', 'bottom'],
  stateSize: 3,
  insulatingPins: [0],
  mainPins: [1, 2], // a meter reads drain to source
  linearize: (m, inst, v) => {
    const gate = inst.pins[0];
    const drain = inst.pins[1];
    const source = inst.pins[2];
    const vgsNew = v(gate) - v(source);
    const vdsNew = v(drain) - v(source);
    const vgs = limitGate(vgsNew, inst.state[0]);
    const vds = limitVds(vdsNew, inst.state[1]);
    const vsd = limitJunction(-vdsNew, inst.state[2]);
    const converged =
      junctionConverged(vgsNew, inst.state[0]) &&
      junctionConverged(vdsNew, inst.state[1]) &&
      junctionConverged(-vdsNew, inst.state[2]) &&
      vgs === vgsNew &&
      vds === vdsNew &&
      vsd === -vdsNew;
    inst.state[0] = vgs;
    inst.state[1] = vds;
    inst.state[2] = vsd;
    stampChannel(m, inst, vgs, vds);
    const body = junction(vsd);
    m.conductance(source, drain, body.g);
    m.current(source, drain, body.i - body.g * vsd);
    return converged;
  },
  currents: (inst: Instance, v: VoltageReader) => {
    const gate = inst.pins[0];
    const drain = inst.pins[1];
    const source = inst.pins[2];
    const vds = v(drain) - v(source);
    const ids = channelCurrent(v(gate) - v(source), vds).i - junction(-vds).i;
    return [0, ids, -ids];
  },
});
