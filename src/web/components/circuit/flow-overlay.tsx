// Moving dots along a cell's current path (docs/architecture.md "Beyond the spec": current-flow animation).
// Faster for more current; static dots when the learner prefers reduced motion (CSS).
import type { Side } from '../../../engine/types';
import { flowCycleSeconds, type CellFlow } from './flow-paths';
import styles from './flow-overlay.module.css';

const EDGE: Record<Side, string> = { top: '50 0', right: '100 50', bottom: '50 100', left: '0 50' };

export function FlowOverlay({ flow }: { flow: CellFlow }) {
  const duration = `${flowCycleSeconds(flow.current).toFixed(2)}s`;
  return (
    <svg className={styles.flow} viewBox="0 0 100 100" aria-hidden="true" data-flow-current={flow.current.toFixed(4)}>
      {flow.segments.map(([from, to]) => (
        <path key={`${from}-${to}`} d={`M${EDGE[from]} L50 50 L${EDGE[to]}`} style={{ animationDuration: duration }} />
      ))}
    </svg>
  );
}
