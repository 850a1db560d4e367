// The header's total: an attempt's reply and the live events both carry a version, and whichever is
// newer is what the learner sees, whatever order they arrive in.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from './session';
import { profileKey } from './session';
import { showPoints } from './points-events';
import { forgetShownPoints, withNewestPoints } from './shown-points';

function clientWithPoints(points: number): QueryClient {
  const client = new QueryClient();
  client.setQueryData(profileKey, { points } as Profile);
  return client;
}
const pointsOf = (client: QueryClient) => client.getQueryData<Profile>(profileKey)?.points;

// The shown total is the page's, kept across clients: each case starts as a fresh page.
beforeEach(forgetShownPoints);

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

describe('a points event and the profile read arriving in either order', () => {
  it('an event that comes before the profile has loaded is shown once the profile comes, even when the profile was read before the change', () => {
    const client = new QueryClient();
    showPoints(client, { points: 10, version: 1 }); // the event of a card completed in another tab
    expect(pointsOf(client)).toBeUndefined();
    const readBeforeTheChange = { points: 0, pointsVersion: 0 } as Profile;
    client.setQueryData(profileKey, withNewestPoints(readBeforeTheChange));
    expect(pointsOf(client)).toBe(10);
  });

  it('a profile read after the event keeps its own, newer total', () => {
    const client = new QueryClient();
    showPoints(client, { points: 10, version: 1 });
    client.setQueryData(profileKey, withNewestPoints({ points: 25, pointsVersion: 2 } as Profile));
    expect(pointsOf(client)).toBe(25);
    showPoints(client, { points: 10, version: 1 }); // the same old event again does not put 10 back
    expect(pointsOf(client)).toBe(25);
  });
});
