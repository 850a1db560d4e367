// The page's side of the classes API (docs/classes.md): queries and mutations over TanStack Query.
// Its own server's answers are read as the shared types of src/api/classes.ts, like the rest of the
// page, so /learn loads no zod (docs/performance.md); the route's tests hold them to the schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentInput, ClassCreated, ClassDetail, JoinedClass, MyAssignments } from '../../../api/classes';
import type { LeaderboardResponse } from '../../../api/leaderboard';
import { apiFetch, jsonBody } from '../api-client';
import { classesKey } from './class-list-query';

export { classesKey, useClassList } from './class-list-query';

const classKey = (id: string) => ['classes', id] as const;

export function useClassDetail(id: string, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: classKey(id),
    queryFn: () => apiFetch<ClassDetail>(`/api/classes/${encodeURIComponent(id)}`),
    retry: false,
    refetchOnMount: 'always',
    ...options,
  });
}

export function useMyAssignments(id: string) {
  return useQuery({
    queryKey: [...classKey(id), 'mine'],
    queryFn: () => apiFetch<MyAssignments>(`/api/classes/${encodeURIComponent(id)}/assignments`),
    refetchOnMount: 'always',
  });
}

export function useClassLeaderboard(id: string | null) {
  return useQuery({
    queryKey: ['leaderboard', 'class', id],
    queryFn: () => apiFetch<LeaderboardResponse>(`/api/classes/${encodeURIComponent(id ?? '')}/leaderboard`),
    enabled: id !== null,
    refetchOnMount: 'always',
  });
}

export function joinClass(code: string) {
  return apiFetch<JoinedClass>('/api/classes/join', jsonBody('POST', { code }));
}

/** Mutations that change classes; each refreshes the lists it affects. */
export function useClassActions() {
  const queryClient = useQueryClient();
  const refresh = (id?: string) => queryClient.invalidateQueries({ queryKey: id ? classKey(id) : classesKey });
  return {
    create: useMutation({
      mutationFn: (name: string) => apiFetch<ClassCreated>('/api/classes', jsonBody('POST', { name })),
      onSuccess: () => refresh(),
    }),
    join: useMutation({ mutationFn: joinClass, onSuccess: () => refresh() }),
    assign: useMutation({
      mutationFn: async ({ classId, input }: { classId: string; input: AssignmentInput }) =>
        apiFetch<Assignment>(`/api/classes/${encodeURIComponent(classId)}/assignments`, jsonBody('POST', input)),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    unassign: useMutation({
      mutationFn: ({ classId, assignmentId }: { classId: string; assignmentId: string }) =>
        apiFetch(`/api/classes/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`, { method: 'DELETE' }),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    removeStudent: useMutation({
      mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
        apiFetch(`/api/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
      onSuccess: (_data, { classId }) => Promise.all([refresh(classId), refresh()]),
    }),
    leave: useMutation({
      mutationFn: (classId: string) => apiFetch(`/api/classes/${encodeURIComponent(classId)}/leave`, { method: 'POST' }),
      onSuccess: () => refresh(),
    }),
    remove: useMutation({
      mutationFn: (classId: string) => apiFetch(`/api/classes/${encodeURIComponent(classId)}`, { method: 'DELETE' }),
      onSuccess: () => refresh(),
    }),
  };
}

/** Where a learner plays an assignment. */
export function assignmentPath(assignment: Assignment): string {
  if (assignment.levelId) return `/custom-level/${encodeURIComponent(assignment.levelId)}`;
  if (assignment.project) return `/project/${encodeURIComponent(assignment.project)}/level/${assignment.level ?? 0}/exercise/0`;
  return `/chapter/${assignment.chapter ?? 0}/level/${assignment.level ?? 0}/exercise/0`;
}

/** The join link printed beside a code: opening it pre-fills the code and joins after sign-in. */
export function joinLink(code: string): string {
  return `${window.location.origin}/join/${code}`;
}

const dueFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "1 Dec 2026" for a YYYY-MM-DD due date (read as a calendar date, no time zone shift). */
export function formatDue(due: string): string {
  return dueFormat.format(new Date(`${due}T00:00:00Z`));
}
