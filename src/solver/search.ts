// The search behind solveLevel. A piece that no facing sides join to the battery carries no current and
// changes no bulb, so every solution reduces to one whose placed pieces all join the battery's network,
// in an order where each joins it when placed. The search therefore only grows that network (moves.ts),
// depth-first, deduplicating grids by their Zobrist hash, pruning grids whose tray cannot close the
// battery's loop (bound.ts) and pieces that became dead ends, and judging each new grid (judge.ts).
// Running out of grids without a solution is a proof that none exists.
import { bulbGoals } from '../engine/index';
import { LoopBound, UNREACHABLE } from './bound';
import { Judge } from './judge';
import { MoveList, type Ordering } from './moves';
import { SearchState, type Candidate, type Part } from './state';
import type { SolverPuzzle } from './types';
import { VisitedSet } from './zobrist';

const OPPOSITE_BIT = [4, 8, 1, 2];
/** Probes before the full search, the work of each, and the spread of their move shuffles (tuned on 150 random levels). */
const PROBES = 20;
const PROBE_WORK = 20_000;
const NOISE = 40;
/** Work of expanding one grid (its network, bound and move list), against one per move scored. */
const NODE_WORK = 20;

export interface SearchLimits {
  /** Simulation budget; a capacitor grid counts judge.ts's TRANSIENT_COST. */
  maxEvaluations: number;
  /** Search work before giving up (NODE_WORK per grid expanded, one per move scored). */
  maxWork: number;
  preferStar: boolean;
}

export interface SearchOutcome {
  /** found: a solution (with the star when asked and possible); exhausted: no grid left; budget: gave up. */
  status: 'found' | 'exhausted' | 'budget';
  solution: Candidate | null;
  star: boolean;
  evaluations: number;
}

export class Search {
  private readonly state: SearchState;
  private readonly visited = new VisitedSet();
  private readonly nets: Uint8Array[] = [];
  private readonly hasLitGoal: boolean;
  private readonly wantStar: boolean;
  private readonly bound: LoopBound;
  private readonly moves: MoveList;
  private readonly judge: Judge;
  private stopped: 'found' | 'budget' | 'probe-end' | null = null;
  private exhausted = false;
  private noise = 0;
  /** Search effort so far: NODE_WORK per grid expanded plus one per move scored. */
  private work = 0;
  private workLimit = 0;
  private best: Candidate | null = null;
  private bestStar = false;

  constructor(puzzle: SolverPuzzle, private readonly limits: SearchLimits) {
    this.state = new SearchState(puzzle);
    const bulbs = bulbGoals(puzzle.goal);
    const lit = bulbs.filter((g) => g.status !== 'OFF');
    this.hasLitGoal = lit.length > 0;
    const starAround = puzzle.fixed.some((p) => p.type === 'star') || puzzle.tray.some((t) => t.type === 'star');
    this.wantStar = limits.preferStar && starAround;
    this.bound = new LoopBound(this.state.board, new Set(this.state.switches));
    const off = new Set(bulbs.filter((g) => g.status === 'OFF').map((g) => g.type));
    this.moves = new MoveList(this.state, this.bound, new Set(lit.map((g) => g.type)), off, this.wantStar, NOISE);
    this.judge = new Judge(this.state, puzzle.goal, puzzle.tags, limits.maxEvaluations, this.wantStar, puzzle.scenarios);
  }

  run(): SearchOutcome {
    // Short probes first, each with its own shuffle of near-equal moves: a greedy depth-first search
    // that commits to one bad early piece can spend its whole budget beneath it. Then one full search,
    // whose end (or a probe's) proves that no solution exists. (Iterative deepening on the number of
    // placements was tried: on random levels it solved fewer and took three times longer.)
    for (let probe = 0; probe < PROBES && !this.stopped && !this.exhausted; probe++) {
      this.pass(probe, Math.min(this.limits.maxWork, this.work + PROBE_WORK));
      if (this.stopped === 'probe-end') this.stopped = null;
      else if (!this.stopped) this.exhausted = true;
    }
    if (!this.stopped && !this.exhausted) this.pass(0, this.limits.maxWork);
    const status = this.best ? 'found' : this.stopped ? 'budget' : 'exhausted';
    return { status, solution: this.best, star: this.bestStar, evaluations: this.judge.evaluations };
  }

  private pass(noise: number, workLimit: number): void {
    this.noise = noise;
    this.workLimit = workLimit;
    this.visited.clear();
    this.state.zobrist.visit(this.visited);
    this.expand(0);
  }

  private expand(depth: number): void {
    this.work += NODE_WORK;
    if (this.work > this.workLimit) {
      this.stopped = this.work > this.limits.maxWork ? 'budget' : 'probe-end';
      return;
    }
    const s = this.state;
    const order: Ordering = { corridor: -1, noise: this.noise };
    if (this.hasLitGoal && s.battery >= 0) {
      const needed = this.bound.compute(s.battery, (s.parts[s.battery] as Part).pins);
      if (needed === UNREACHABLE || needed > this.piecesLeft()) return;
      order.corridor = needed;
    }
    while (this.nets.length <= depth) this.nets.push(new Uint8Array(s.board.size));
    const moves = this.moves.list(this.nets[depth], order);
    this.work += moves.length;
    for (const move of moves) {
      if (this.stopped) return;
      if (move.toggle >= 0) s.toggle(move.toggle);
      else s.place(move.at, move.option);
      if ((move.toggle >= 0 || this.stillLive(move.at)) && s.zobrist.visit(this.visited)) {
        this.evaluate();
        if (!this.stopped) this.expand(depth + 1);
      }
      if (move.toggle >= 0) s.toggle(move.toggle);
      else s.unplace(move.at);
    }
  }

  private evaluate(): void {
    const verdict = this.judge.judge();
    if (verdict === 'skip') return;
    if (verdict === 'over-budget') {
      this.stopped = 'budget';
      return;
    }
    if (!verdict.correct) return;
    if (!this.best || (verdict.star && !this.bestStar)) {
      this.best = this.state.candidate();
      this.bestStar = verdict.star;
    }
    if (!this.wantStar || verdict.star) this.stopped = 'found';
  }

  private piecesLeft(): number {
    let left = 0;
    for (const count of this.state.remaining) left += count;
    return left;
  }

  /**
   * Every placed piece must keep two sides that are joined or face a free cell: one that cannot is a
   * dead end for good, carries no current in any later grid, and a solution without it is searched
   * anyway. Checked for the new piece and the placed pieces around it, whose sides it may have closed.
   */
  private stillLive(f: number): boolean {
    const s = this.state;
    if (!this.liveEnough(f)) return false;
    for (let k = 0; k < 4; k++) {
      const j = s.board.neighbours[f * 4 + k];
      if (j >= 0 && s.placed[j] >= 0 && !this.liveEnough(j)) return false;
    }
    return true;
  }

  private liveEnough(i: number): boolean {
    const b = this.state.board;
    let live = 0;
    for (let k = 0; k < 4; k++) {
      if ((b.mask[i] & (1 << k)) === 0) continue;
      const j = b.neighbours[i * 4 + k];
      if (j < 0) continue;
      if (!b.occupied[j] || b.mask[j] & OPPOSITE_BIT[k]) live++;
    }
    return live >= 2 || this.judge.usefulLeaf(i);
  }
}
