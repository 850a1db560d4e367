// Bulbs replayed in real time (docs/product.md "What is stored": some bulbs have timed states, e.g. behind a charging
// capacitor): the state at each moment comes from the engine's bulbEvents; after the last event,
// and whenever nothing changes over time, the bulbs show the final state the Check judges.
import { useEffect, useState } from 'react';
import type { BulbState, LightType, SimulationResult } from '../../../engine/index';

type Bulbs = Partial<Record<LightType, BulbState>>;

/** Bulb states at `timeS` of the window, or null when the result has no timed changes. */
export function bulbsAt(result: Pick<SimulationResult, 'bulbs' | 'bulbEvents'>, timeS: number): Bulbs | null {
  if (!result.bulbEvents.some((event) => event.time > 0)) return null;
  const states: Bulbs = {};
  for (const type of Object.keys(result.bulbs) as LightType[]) states[type] = 'OFF';
  for (const event of result.bulbEvents) if (event.time <= timeS) states[event.bulb] = event.state;
  return states;
}

/** Change times after 0, ascending and distinct. */
export function changeTimes(result: Pick<SimulationResult, 'bulbEvents'>): number[] {
  return [...new Set(result.bulbEvents.map((event) => event.time).filter((time) => time > 0))].sort((a, b) => a - b);
}

export interface BulbPlayback {
  bulbs: Bulbs;
  /** True from a new result until its last timed change has played: the bulbs show a moment, not the end. */
  playing: boolean;
}

export function useBulbPlaybackState(result: SimulationResult): BulbPlayback {
  const [shown, setShown] = useState<{ for: SimulationResult; playback: BulbPlayback } | null>(null);
  useEffect(() => {
    const first = bulbsAt(result, 0);
    if (!first) return;
    setShown({ for: result, playback: { bulbs: first, playing: true } });
    const timers = changeTimes(result).map((time) =>
      setTimeout(() => setShown({ for: result, playback: { bulbs: bulbsAt(result, time) ?? result.bulbs, playing: true } }), time * 1000),
    );
    const last = changeTimes(result).at(-1) ?? 0;
    timers.push(setTimeout(() => setShown({ for: result, playback: { bulbs: result.bulbs, playing: false } }), last * 1000 + 50));
    return () => timers.forEach(clearTimeout);
  }, [result]);
  if (shown && shown.for === result) return shown.playback;
  const first = bulbsAt(result, 0);
  return first ? { bulbs: first, playing: true } : { bulbs: result.bulbs, playing: false };
}

export function useBulbPlayback(result: SimulationResult): Bulbs {
  return useBulbPlaybackState(result).bulbs;
}
