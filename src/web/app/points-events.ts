// Live points: while someone is signed in, GET /api/me/events (Server-Sent Events) pushes `points`
// events whenever their points change in any tab or server instance; each one patches the cached
// profile so the header's bolt updates at once. EventSource reconnects by itself after drops.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { profileKey, useSession, type Profile } from './session';
import { pointsEventSchema } from '../../api/me';

export function usePointsEvents(): void {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/me/events');
    const onPoints = (event: MessageEvent<string>) => {
      try {
        const { points } = pointsEventSchema.parse(JSON.parse(event.data));
        queryClient.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, points } : old));
      } catch (error) {
        console.error('Unreadable points event', error);
      }
    };
    source.addEventListener('points', onPoints);
    return () => {
      source.removeEventListener('points', onPoints);
      source.close();
    };
  }, [userId, queryClient]);
}
