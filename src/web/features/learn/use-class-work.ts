// The learner's open class work for the continue card (class-work.ts): the same queries the class
// panels above it read (GET /api/classes, then each class's assignments), so nothing extra is fetched.
import { useQueries } from '@tanstack/react-query';
import { myAssignmentsQuery, useClassList } from '../../lib/classes/classes-api';
import { firstOpenAssignment, type ClassWork } from './class-work';

export function useClassWork(): { pending: boolean; work: ClassWork | null } {
  const list = useClassList();
  const members = list.data?.member ?? [];
  const mine = useQueries({ queries: members.map((klass) => myAssignmentsQuery(klass.id)) });
  // A disabled list (signed out) is pending for ever but fetching nothing: then there is no class work.
  const pending = (list.isPending && list.fetchStatus !== 'idle') || mine.some((query) => query.isPending);
  const work = firstOpenAssignment(
    members.map((klass, index) => ({ name: klass.name, archived: klass.archived === true || mine[index]?.data?.archived === true, assignments: mine[index]?.data?.assignments })),
  );
  return { pending, work };
}
