// One attempt, from whichever source (docs/api.md "Attempts"): the source resolves `where` to an exercise
// of some kind, the kind checks the answer's shape and judges it, the source records the verdict by its
// policy and shapes the reply. The caller has already authenticated and counted the attempt
// (begin-attempt.ts) and parsed the body; POST /api/attempts and its old aliases all end here.
import type { AttemptResponse, WhereAttemptRequest } from '../../api/index';
import type { AppDeps } from '../app-env';
import { priorityOf } from '../work/work-pool';
import type { AttemptStart } from './begin-attempt';
import { exerciseKinds } from './kinds/index';
import { answerFor, type ExerciseKind, type FieldNames } from './kinds/kind';
import { sourceFor } from './sources/index';

export async function answerAttempt(
  deps: Pick<AppDeps, 'database'>,
  { user, snapshot, activeToday }: AttemptStart,
  today: string,
  request: WhereAttemptRequest,
  fields: FieldNames,
): Promise<AttemptResponse> {
  const { database } = deps;
  const priority = priorityOf(user);
  const source = sourceFor(request.where);
  const resolved = await source.resolve({ database, user, priority, fields });
  // The resolved puzzle is of the kind it names (sources/source.ts Resolved), so the pair fits.
  const kind: ExerciseKind<unknown, unknown> = exerciseKinds[resolved.kind];
  const answer = answerFor(kind, request.answer, fields, resolved.what);
  const judgement = await kind.judge(await resolved.puzzle(), answer, { database, userId: user.id, priority, fields });
  return source.record({ ...judgement, ...kind.progress }, { database, user, snapshot, activeToday, today });
}
