// The meter's state on the fault screen: the readings taken, the server's count of measurements since
// the last check, the part shown on the display, and one request at a time. Touching a part already
// measured shows its line again without asking the server (the circuit does not change while playing).
import { useRef, useState } from 'react';
import type { MeasureResponse } from '../../../../api/index';
import { ApiError } from '../../../lib/api-client';
import { addReading, readingAt, type MeterReading } from './readings-log';

export interface MeterState {
  log: MeterReading[];
  /** Measurements counted by the server since the last check. */
  count: number;
  /** The reading on the display (the last part touched). */
  shown: MeterReading | null;
  busy: boolean;
  error: string | null;
  touch(at: { row: number; col: number }, part: string): Promise<void>;
  /** A check has reset the count and nothing has been measured since. */
  restarted: boolean;
  /** After a check the server counts from 0 again; the readings stay for the learner to read. */
  startCounting(): void;
}

export function useMeter(measure: (at: { row: number; col: number }) => Promise<MeasureResponse>): MeterState {
  const [log, setLog] = useState<MeterReading[]>([]);
  const [count, setCount] = useState(0);
  const [shown, setShown] = useState<MeterReading | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restarted, setRestarted] = useState(false);
  const inFlight = useRef(false);

  const touch = async (at: { row: number; col: number }, part: string) => {
    const known = readingAt(log, at);
    if (known) {
      setShown(known);
      setError(null);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const reply = await measure(at);
      const reading = { row: at.row, col: at.col, part, voltage: reply.voltage, current: reply.current };
      setLog((old) => addReading(old, reading));
      setShown(reading);
      setCount(reply.measurements);
      setRestarted(false);
      setError(null);
    } catch (failure) {
      console.error('Measuring failed', failure);
      setError(meterErrorText(failure));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const startCounting = () => {
    setCount(0);
    setRestarted(true);
  };
  return { log, count, shown, busy, error, restarted, touch, startCounting };
}

/** What the meter says when a measurement fails, in the learner's words where the server's are for developers. */
export function meterErrorText(failure: unknown): string {
  // A part the server cannot measure (only one end, like a probe): its message counts rows from 0.
  if (failure instanceof ApiError && failure.field === 'cell') return 'The meter needs a part with two ends to go across. Try another part.';
  // The server's own words (e.g. too many measurements a minute); fetch() throws a TypeError when offline.
  if (failure instanceof Error && !(failure instanceof TypeError) && failure.message) return failure.message;
  return 'The meter could not reach the server. Check your connection and try again.';
}
