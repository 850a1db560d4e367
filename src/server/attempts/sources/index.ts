// The puzzle sources by the key that names them in `where` (docs/api.md "Attempts"), one line each.
import type { AttemptWhere } from '../../../api/index';
import { communitySource } from './community';
import { courseSource } from './course';
import { practiceSource } from './practice';
import { projectSource } from './project';
import { schematicSource } from './schematic';
import type { PuzzleSource, RecordContext, Resolved, ResolveContext, Verdict } from './source';

/** A source with its `where` bound. */
export interface BoundSource {
  resolve(context: ResolveContext): Promise<Resolved>;
  record(verdict: Verdict, context: RecordContext): ReturnType<PuzzleSource<unknown>['record']>;
}

export function sourceFor(where: AttemptWhere): BoundSource {
  if ('levelId' in where) return bind(communitySource, where);
  if ('practice' in where) return bind(practiceSource, where);
  if ('schematic' in where) return bind(schematicSource, where);
  if ('project' in where) return bind(projectSource, where);
  return bind(courseSource, where);
}

function bind<Where>(source: PuzzleSource<Where>, where: Where): BoundSource {
  return { resolve: (context) => source.resolve(where, context), record: (verdict, context) => source.record(where, verdict, context) };
}
