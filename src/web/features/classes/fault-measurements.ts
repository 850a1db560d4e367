// A teacher's one cell for a fault-finding exercise (docs/classes.md): the measurements the learner's
// diagnosis used beside the fewest that always find the fault, "3 (fewest 2)"; a dash elsewhere.

export interface FaultWork {
  measurementsUsed?: number | null;
  fewestMeasurements?: number;
}

export function measurementsText({ measurementsUsed, fewestMeasurements }: FaultWork): string {
  if (fewestMeasurements === undefined) return '—';
  return `${measurementsUsed ?? '—'} (fewest ${fewestMeasurements})`;
}
