// The schematic game's source: `{schematic: "standard" | "advanced", index}`, a bundled question.
// Policy: a correct circuit marks the question complete in the learner's profile
// (progress/schematic-completion.ts); no points, no streak. The page never writes completion itself.
import type { SchematicWhere } from '../../../api/index';
import { findSchematicQuestion } from '../../../content/index';
import { ensureProfile } from '../../db/queries/profiles';
import { HttpError } from '../../http-error';
import { readSchematicStanding, recordSchematicResult } from '../../progress/index';
import { replyOf, type PuzzleSource } from './source';

export const schematicSource: PuzzleSource<SchematicWhere> = {
  resolve: async ({ schematic, index }) => {
    const question = findSchematicQuestion(schematic, index);
    if (!question) throw new HttpError(404, 'There is no such schematic question.');
    return { kind: 'schematic', puzzle: async () => question };
  },

  record: async ({ schematic, index }, verdict, { database, user }) => {
    if (verdict.correct) {
      await ensureProfile(database, user);
      await recordSchematicResult(database, user.id, schematic, index);
    }
    const standing = await readSchematicStanding(database, user.id, schematic, index);
    return replyOf(verdict, {
      completed: standing.completed,
      starAchieved: false,
      pointsAwarded: 0,
      points: standing.points,
      pointsVersion: standing.pointsVersion,
    });
  },
};
