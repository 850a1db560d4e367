// A text of the schematic game with every value kept on one line ("9 kΩ", "1 mA"): a narrow phone
// never ends a line on the number and starts the next on its unit. The text itself is unchanged
// (a screen reader, a copy and the spec's messages read the same); src/schematic/value-display.ts cuts it.
import { valueRuns } from '../../../../schematic';
import styles from '../schematic.module.css';

export function ValueText({ text }: { text: string }) {
  return <>{valueRuns(text).map((run, i) => (run.value ? <span key={i} className={styles.value}>{run.text}</span> : run.text))}</>;
}
