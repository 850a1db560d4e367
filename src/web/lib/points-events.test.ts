// The header's total: an attempt's reply and the live events both carry a version, and whichever is
// newer is what the learner sees, whatever order they arrive in.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Profile } from './session';
import { profileKey } from './session';
import { showPoints } from './points-events';

function clientWithPoints(points: number): QueryClient {
  const client = new QueryClient();
  client.setQueryData(profileKey, { points } as Profile);
  return client;
}
const pointsOf = (client: QueryClient) => client.getQueryData<Profile>(profileKey)?.points;

describe('showPoints', () => {
  it('a late event older than an attempt reply does not put the older total back', () => {
    const client = clientWithPoints(0);
    showPoints(client, { points: 25, version: 3 }); // the reply of the attempt that earned 15
    showPoints(client, { points: 10, version: 2 }); // the event of the attempt before it, arriving late
    expect(pointsOf(client)).toBe(25);
  });

  it('a newer total replaces the shown one, from a reply or an event', () => {
    const client = clientWithPoints(0);
    showPoints(client, { points: 40, version: 4 });
    showPoints(client, { points: 50, version: 5 });
    expect(pointsOf(client)).toBe(50);
  });
});
