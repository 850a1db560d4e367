// Check Answer: one request at a time (a double press sends once), then the overlay the server's
// verdict calls for — or the Error variant when the request itself fails.
import { useRef, useState } from 'react';
import type { Grid } from '../../../../engine/index';
import type { AttemptFeedback } from '../shared/attempt-feedback';

export type CheckOutcome = { kind: 'verdict'; verdict: AttemptFeedback } | { kind: 'error'; message: string };

export function useCheckAnswer(submit: (grid: Grid) => Promise<AttemptFeedback>) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const inFlight = useRef(false);

  const check = async (grid: Grid) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      setOutcome({ kind: 'verdict', verdict: await submit(grid) });
    } catch (error) {
      console.error('Check failed', error);
      // fetch() rejects with a TypeError when the network is down; say so in words a learner knows.
      const offline = error instanceof TypeError;
      const message = offline || !(error instanceof Error) || !error.message
        ? 'Your answer could not be checked: the server did not answer. Check your connection and try again.'
        : error.message;
      setOutcome({ kind: 'error', message });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, outcome, check, dismiss: () => setOutcome(null) };
}
