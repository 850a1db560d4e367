// Every migration, in order. Never edit a landed migration: add the next number.
import type { Migration } from 'kysely';
import { authTables } from './0001-auth';
import { profileTables } from './0002-profiles';
import { customLevelTables } from './0003-custom-levels';
import { classTables } from './0004-classes';
import { pointsVersion } from './0005-points-version';
import { activityDayTables } from './0006-activity-days';
import { leaderboardPoints } from './0007-leaderboard-points';
import { classCockpit } from './0008-class-cockpit';
import { classLevels } from './0009-class-levels';
import { faultMeasurements } from './0010-fault-measurements';

export const migrations: Record<string, Migration> = {
  '0001-auth': authTables,
  '0002-profiles': profileTables,
  '0003-custom-levels': customLevelTables,
  '0004-classes': classTables,
  '0005-points-version': pointsVersion,
  '0006-activity-days': activityDayTables,
  '0007-leaderboard-points': leaderboardPoints,
  '0008-class-cockpit': classCockpit,
  '0009-class-levels': classLevels,
  '0010-fault-measurements': faultMeasurements,
};
