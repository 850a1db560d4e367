// The meter on the fault screen: one line on what a meter does, the display with the last part's
// reading (volts across it, current through it), the count of measurements and every reading taken,
// so the learner can compare. Numbers come from the project's one units formatter (readings-log.ts).
import { Gauge, Loader2 } from 'lucide-react';
import { partPlace } from './part-name';
import { readingText, sameCell } from './readings-log';
import type { MeterState } from './use-meter';
import styles from './fault-exercise-screen.module.css';

export function MeterPanel({ meter }: { meter: MeterState }) {
  const shown = meter.shown ? readingText(meter.shown) : null;
  return (
    <section className={styles.meter} aria-labelledby="meter-title">
      <div className={styles.meterHead}>
        <h2 id="meter-title" className={styles.panelTitle}>
          <Gauge aria-hidden="true" /> Meter
        </h2>
        <p className={styles.count} data-testid="measurement-count">
          Measurements: {meter.count}
        </p>
      </div>
      {meter.restarted && <p className={styles.restart}>The meter's count starts again after a check, but for the star every reading counts, and so does each wrong answer.</p>}
      <p className={styles.meterLine}>A meter shows the push across a part (volts, V) and the current flowing through it (mA).</p>
      <div className={styles.display} data-testid="meter-display" aria-live="polite" aria-busy={meter.busy}>
        {meter.busy ? (
          <span className={styles.displayWait}>
            <Loader2 className={styles.spin} aria-hidden="true" /> Measuring…
          </span>
        ) : meter.shown && shown ? (
          <>
            <span className={styles.displayPart}>
              {meter.shown.part}, {partPlace(meter.shown)}
            </span>
            <span className={styles.displayValues}>
              <span>
                <strong>{shown.across}</strong> across
              </span>
              <span>
                <strong>{shown.through}</strong> through
              </span>
            </span>
          </>
        ) : (
          <span className={styles.displayWait}>Touch a part to measure it.</span>
        )}
      </div>
      {meter.error && (
        <p className={styles.error} role="alert">
          {meter.error}
        </p>
      )}
      {meter.log.length > 0 && (
        <ol className={styles.readings} aria-label="Readings taken" data-testid="readings">
          {meter.log.map((reading) => {
            const text = readingText(reading);
            const current = meter.shown !== null && sameCell(reading, meter.shown);
            return (
              <li key={`${reading.row}:${reading.col}`} className={current ? styles.readingNow : undefined} data-testid="reading">
                <span className={styles.readingPart}>
                  {reading.part} <span className={styles.readingPlace}>({partPlace(reading)})</span>
                </span>
                <span className={styles.readingValues}>
                  {text.across} · {text.through}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
