// A text with every value kept on one line ("9 kΩ", "1 mA", "between 7.6 and 8.3 V"): a narrow card
// never ends a line on the number and starts the next on its unit. The text itself is unchanged (a
// screen reader, a copy and the spec's messages read the same); src/engine/units.ts `valueRuns` cuts it.
import { valueRuns } from '../../engine/index';
import styles from './value-text.module.css';

export function ValueText({ text }: { text: string }) {
  return <>{valueRuns(text).map((run, i) => (run.value ? <span key={i} className={styles.value}>{run.text}</span> : run.text))}</>;
}
