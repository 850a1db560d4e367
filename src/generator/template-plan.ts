// What a lesson template plans before it is drawn on a board: the ladder to build, which pieces go to the
// tray, and the words. Its own module so templates.ts and part-lessons.ts both use it without importing
// each other in a loop.
import type { LessonKind, TrayExtra } from './design';
import type { buildLadder, LadderSpec } from './ladder';
import type { PlannedScenario } from './scenarios';

export interface TemplatePlan {
  kind: LessonKind;
  spec: Omit<LadderSpec, 'cols' | 'rows'>;
  trayRoles: string[];
  flipSwitches: string[];
  extras: TrayExtra[];
  tags: string[];
  summary: string;
  notes: string[];
  /** A scenario level's settings (scenarios.ts). */
  scenarios?: PlannedScenario[];
  /** Adds paths the ladder does not draw (the MOSFET's gate wire). */
  finish?: (ladder: NonNullable<ReturnType<typeof buildLadder>>, rows: number) => void;
}
