// The photo/schematic style toggle: its value is the profile's settings.useSchematicStyle, saved with
// PATCH /api/me (docs/product.md "Screens", "remembered in settings"). Signed-out players (test plays, community
// levels) keep the choice for this visit only.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { profileKey, useProfile, type Profile } from '../../../lib/session';

export type ArtStyle = 'photo' | 'schematic';

/** [style, change, ready]: `ready` is false while a signed-in learner's profile is still loading. */
export function useArtStyle(): [ArtStyle, (style: ArtStyle) => void, boolean] {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const [localStyle, setLocalStyle] = useState<ArtStyle>('photo');
  const signedIn = profile.data !== undefined;
  const style: ArtStyle = signedIn ? (profile.data.settings.useSchematicStyle ? 'schematic' : 'photo') : localStyle;

  const change = useCallback(
    (next: ArtStyle) => {
      setLocalStyle(next);
      if (!signedIn) return;
      const useSchematicStyle = next === 'schematic';
      queryClient.setQueryData<Profile>(profileKey, (old) => (old ? { ...old, settings: { ...old.settings, useSchematicStyle } } : old));
      // docs/product.md "Rules and their texts": account update errors are only logged.
      apiFetch('/api/me', jsonBody('PATCH', { settings: { useSchematicStyle } })).catch((error: unknown) =>
        console.error('Could not save the style setting', error),
      );
    },
    [signedIn, queryClient],
  );
  // A disabled query (nobody signed in) is 'pending' for ever; isLoading is true only while fetching.
  return [style, change, !profile.isLoading];
}
