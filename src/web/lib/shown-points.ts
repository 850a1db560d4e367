// The newest points total this page has shown, with its version (users.points_version). Live events,
// attempt replies and GET /api/me each carry one, and they can arrive in any order: an event can come
// before the profile it would patch has loaded, and a profile read just before a change can arrive
// just after its event. Whichever is newer is what the header shows.
import { type Profile, isNewerPointsEvent, type VersionedPoints } from '../../api/index';

let shown: VersionedPoints | undefined;

/** Records `next` as shown unless a newer total already is; true when it was newer. */
export function recordShownPoints(next: VersionedPoints): boolean {
  if (!isNewerPointsEvent(shown, next)) return false;
  shown = next;
  return true;
}

/** A freshly read profile, with the newest total this page has seen if the read is older than it. */
export function withNewestPoints(profile: Profile): Profile {
  if (recordShownPoints({ points: profile.points, version: profile.pointsVersion })) return profile;
  return shown && shown.version > profile.pointsVersion ? { ...profile, points: shown.points, pointsVersion: shown.version } : profile;
}

/** Forgets the shown total (another user, or the page going away). */
export function forgetShownPoints(): void {
  shown = undefined;
}
