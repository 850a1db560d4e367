// Live points: while someone is signed in, GET /api/me/events (Server-Sent Events) pushes `points`
// events whenever their points change in any tab or server instance; each one patches the cached
// profile so the header's bolt updates at once, unless it is older than one already applied (events
// from several server instances can arrive out of order, and an attempt's reply carries a total with
// its version too: whichever is newer wins). EventSource reconnects by itself after drops.
// ONE stream per signed-in user for the whole page session: it lives in this module, not in a
// component, so no navigation, remount or StrictMode re-run closes and reopens it; it is closed only
// when the user changes (sign-out, another account) and, cleanly, when the page itself goes away.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PointsEvent, VersionedPoints } from '../../api/index';
import { profileKey, useSession, type Profile } from './session';
import { forgetShownPoints, recordShownPoints } from './shown-points';

interface OpenStream {
  userId: string;
  source: EventSource;
}

let stream: OpenStream | null = null;

function closeStream(): void {
  stream?.source.close();
  stream = null;
  forgetShownPoints();
}

/**
 * Shows a points total in the cached profile unless a newer one (by version) is already shown. Before
 * the profile has loaded it is only recorded: the profile, when it comes, shows it (shown-points.ts).
 */
export function showPoints(queryClient: QueryClient, next: VersionedPoints): void {
  if (!recordShownPoints(next)) return;
  queryClient.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, points: next.points, pointsVersion: next.version } : old));
}

/** Opens the stream for `userId` unless it is already open (or reconnecting); closes another user's. */
function ensureStream(userId: string, queryClient: QueryClient): void {
  if (stream?.userId === userId && stream.source.readyState !== EventSource.CLOSED) return;
  closeStream();
  const source = new EventSource('/api/me/events');
  source.addEventListener('points', (event: MessageEvent<string>) => {
    try {
      // Read as the shared type (me-events tests hold it to pointsEventSchema): no zod in the shell.
      const next = JSON.parse(event.data) as PointsEvent;
      if (!Number.isInteger(next.points) || !Number.isInteger(next.version)) throw new Error(`not a points event: ${event.data}`);
      showPoints(queryClient, next);
    } catch (error) {
      console.error('Unreadable points event', error);
    }
  });
  stream = { userId, source };
}

if (typeof window !== 'undefined') {
  // Leaving the page: close the stream ourselves rather than have the unload abort it. A page kept
  // in the back/forward cache opens it again when shown.
  window.addEventListener('pagehide', closeStream);
}

export function usePointsEvents(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id;
  const known = session.status !== 'loading';
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !known) return;
    if (userId) ensureStream(userId, queryClient);
    else closeStream();
  }, [userId, known, queryClient]);
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted) ensureStream(userId, queryClient);
    };
    window.addEventListener('pageshow', reopen);
    return () => window.removeEventListener('pageshow', reopen);
  }, [userId, queryClient]);
}
