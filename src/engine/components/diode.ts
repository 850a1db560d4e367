// Diode: Shockley junction, left = cathode, right = anode; no series resistance. state = [last limited vd].
import { defineComponent } from './define';
import { junction, junctionConverged, limitJunction } from './junction';

export const diode = defineComponent({
  type: 'diode',
  displayName: 'Diode',
  catalogOrder: 100,
  polar: true,
  sides: ['left', 'right'],
  stateSize: 1,
  linearize: (m, inst, v) => {
    const cathode = inst.pins[0];
    const anode = inst.pins[1];
    const vNew = v(anode) - v(cathode);
    const vd = limitJunction(vNew, inst.state[0]);
    const converged = junctionConverged(vNew, inst.state[0]) && vd === vNew;
    inst.state[0] = vd;
    const { i, g } = junction(vd);
    m.conductance(anode, cathode, g);
    m.current(anode, cathode, i - g * vd);
    return converged;
  },
  currents: (inst, v) => {
    const { i } = junction(v(inst.pins[1]) - v(inst.pins[0]));
    return [-i, i];
  },
  current: (inst, v) => -junction(v(inst.pins[1]) - v(inst.pins[0])).i,
});
