// Moving dots along a cell's current path (docs/product.md "Beyond the first version": current-flow animation).
// Faster for more current; static dots when the learner prefers reduced motion (CSS).
// Each path is two straight legs (edge → centre → edge). A leg is a strip of dots one gap longer than
// the leg, clipped to it and slid by one gap per cycle with `transform` only: the compositor runs it,
// so a lit board costs the main thread nothing per frame (docs/performance.md).
import type { CSSProperties } from 'react';
import type { Side } from '../../../engine/index';
import { flowCycleSeconds, type CellFlow } from './flow-paths';
import styles from './flow-overlay.module.css';

/** The direction from the cell's centre to each edge. */
const ANGLE: Record<Side, number> = { right: 0, bottom: 90, left: 180, top: 270 };

function Leg({ side, inward, duration }: { side: Side; inward: boolean; duration: string }) {
  const style = { transform: `rotate(${ANGLE[side]}deg)` } as CSSProperties;
  return (
    <span className={styles.leg} style={style}>
      <span className={inward ? styles.inward : styles.outward} style={{ animationDuration: duration }} />
    </span>
  );
}

export function FlowOverlay({ flow }: { flow: CellFlow }) {
  const duration = `${flowCycleSeconds(flow.current).toFixed(2)}s`;
  return (
    <span className={styles.flow} aria-hidden="true" data-flow-current={flow.current.toFixed(4)}>
      {flow.segments.map(([from, to]) => (
        <span key={`${from}-${to}`} className={styles.path}>
          <Leg side={from} inward duration={duration} />
          <Leg side={to} inward={false} duration={duration} />
        </span>
      ))}
    </span>
  );
}
