// The moves of one grid, best first: placements that join the battery's network (a free cell a network
// side faces, a tray piece and rotation facing back) and taps on pre-placed switches. Ordering: pieces
// that join more sides, join pre-placed pieces to the network, waste no side on the border, carry a
// goal's bulb, and follow a cheapest corridor between the battery's terminals (bound.ts) come first.
// A probe's `noise` shuffles near-equal moves so successive probes commit to different first pieces.
import type { LoopBound } from './bound';
import type { Part, SearchState } from './state';

const OPPOSITE_BIT = [4, 8, 1, 2];
/**
 * Two-sided ideal conductors: a straight wire, a switch (placed on), the star and the probes are the
 * same circuit element, so where the star is not wanted only the first one left in the tray is tried.
 */
const PLAIN_CONDUCTORS: ReadonlySet<string> = new Set(['straight-wire', 'switch', 'star', 'probe', 'probe-voltage-pos', 'probe-voltage-neg', 'probe-current']);

export interface Move {
  /** Cell of a placement or of the tapped switch. */
  at: number;
  /** Option index of a placement, -1 for a tap. */
  option: number;
  /** Index of the tapped pre-placed switch, -1 for a placement. */
  toggle: number;
  score: number;
}

export interface Ordering {
  /** The loop bound of this grid (0: the terminals are joined; -1: not computed). */
  corridor: number;
  noise: number;
}

export class MoveList {
  private readonly requests: Uint8Array;

  constructor(
    private readonly state: SearchState,
    private readonly bound: LoopBound,
    private readonly litColours: ReadonlySet<string>,
    private readonly offColours: ReadonlySet<string>,
    private readonly wantStar: boolean,
    private readonly noiseSpread: number,
  ) {
    this.requests = new Uint8Array(state.board.size);
  }

  /** Every move of the grid, best first; `net` receives the cells joined to the battery. */
  list(net: Uint8Array, order: Ordering): Move[] {
    const s = this.state;
    const b = s.board;
    const moves: Move[] = [];
    const usable: number[] = [];
    let conductorMasks = 0;
    for (let o = 0; o < s.options.length; o++) {
      if (!s.available(o)) continue;
      const option = s.options[o];
      if (!this.wantStar && PLAIN_CONDUCTORS.has(option.cell.type)) {
        if (conductorMasks & (1 << option.mask)) continue;
        conductorMasks |= 1 << option.mask;
      }
      usable.push(o);
    }
    if (s.battery < 0) {
      net.fill(0);
      for (let f = 0; f < b.size; f++) {
        if (b.occupied[f]) continue;
        for (const o of usable) if (s.options[o].cell.type === 'battery') moves.push(this.placement(f, o, net, order));
      }
      // An OFF goal's bulb must be placed even where no battery will ever be.
      this.isolatedBulbs(usable, moves, null);
      return moves.sort((x, y) => y.score - x.score);
    }
    b.component(s.battery, net);
    const req = this.requests;
    req.fill(0);
    for (let i = 0; i < b.size; i++) {
      if (!net[i]) continue;
      for (let k = 0; k < 4; k++) {
        if ((b.mask[i] & (1 << k)) === 0) continue;
        const f = b.neighbours[i * 4 + k];
        if (f >= 0 && !b.occupied[f]) req[f] |= OPPOSITE_BIT[k];
      }
    }
    for (let f = 0; f < b.size; f++) {
      if (!req[f]) continue;
      for (const o of usable) if (s.options[o].mask & req[f]) moves.push(this.placement(f, o, net, order));
    }
    this.isolatedBulbs(usable, moves, req);
    s.switches.forEach((i, t) => {
      // Off only before anything is placed: later it could cut placed pieces off the network.
      if (s.switchOn[t] && s.placedCount > 0) return;
      // Turning on a switch the network reaches joins cells; anything else is a long shot.
      const touches = [0, 1, 2, 3].some((k) => {
        const j = b.neighbours[i * 4 + k];
        return j >= 0 && net[j] === 1;
      });
      moves.push({ at: i, option: -1, toggle: t, score: touches && !s.switchOn[t] ? 25 : -20 });
    });
    return moves.sort((x, y) => y.score - x.score);
  }

  /**
   * The goal check passes a colour whose goal is OFF when a bulb of it is placed and either of its two
   * bulbs is OFF, so a bulb placed where the battery's network does not reach can be the answer: one
   * such cell per tray bulb (any will do), one that nothing faces when there is one.
   */
  private isolatedBulbs(usable: readonly number[], moves: Move[], req: Uint8Array | null): void {
    const s = this.state;
    const b = s.board;
    for (const o of usable) {
      const option = s.options[o];
      if (!this.offColours.has(option.colour)) continue;
      let fallback = -1;
      let chosen = -1;
      for (let f = 0; f < b.size && chosen < 0; f++) {
        if (b.occupied[f] || (req && req[f])) continue;
        let faced = 0;
        for (let k = 0; k < 4; k++) {
          const j = b.neighbours[f * 4 + k];
          if (j >= 0 && b.mask[j] & OPPOSITE_BIT[k]) faced |= 1 << k;
        }
        if (option.mask & faced) fallback = fallback < 0 ? f : fallback;
        else chosen = f;
      }
      const at = chosen >= 0 ? chosen : fallback;
      if (at >= 0) moves.push({ at, option: o, toggle: -1, score: -50 });
    }
  }

  private placement(f: number, o: number, net: Uint8Array, order: Ordering): Move {
    const s = this.state;
    const b = s.board;
    const option = s.options[o];
    let links = 0;
    let joins = 0;
    let dead = 0;
    for (let k = 0; k < 4; k++) {
      if ((option.mask & (1 << k)) === 0) continue;
      const j = b.neighbours[f * 4 + k];
      if (j < 0) dead++;
      else if (b.occupied[j]) {
        if (b.mask[j] & OPPOSITE_BIT[k]) {
          links++;
          if (!net[j]) joins++;
        } else dead++;
      }
    }
    const bonus = this.litColours.has(option.colour) ? 8 : option.cell.type === 'star' && this.wantStar ? 6 : 0;
    let waste = 0;
    if (order.corridor > 0) {
      waste = this.bound.waste(f, option.mask, s.battery, (s.parts[s.battery] as Part).pins, order.corridor);
      if (waste < 0) waste = -3; // it closes the loop
    }
    const shuffle = order.noise > 0 ? (Math.imul(f * 131 + o * 7919 + order.noise * 104729, 0x9e3779b1) >>> 24) % this.noiseSpread : 0;
    return { at: f, option: o, toggle: -1, score: 10 * links + 6 * joins - 4 * dead + bonus - 5 * waste + shuffle };
  }
}
