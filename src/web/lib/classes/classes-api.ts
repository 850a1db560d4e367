// The page's side of the classes API (docs/classes.md): queries and mutations over TanStack Query.
// Its own server's answers are read as the shared types of src/api/classes.ts, like the rest of the
// page, so /learn loads no zod (docs/performance.md); the route's tests hold them to the schemas.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, AssignmentInput, ClassCreated, ClassDetail, HelpResponse, JoinedClass, MistakesResponse, MyAssignments, StudentWork, LeaderboardResponse, LevelInput } from '../../../api/index';
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

/** A learner's view of a class; re-read every 30 s so an assignment added during the lesson shows up. */
export function useMyAssignments(id: string) {
  return useQuery({ ...myAssignmentsQuery(id), refetchOnMount: 'always', refetchInterval: 30_000 });
}

/**
 * The key and fetch behind useMyAssignments, for a reader of the same answers beside the class panel
 * (the learn page's continue card): it shares the panel's cache entry and leaves the polling to it.
 */
export function myAssignmentsQuery(id: string) {
  return {
    queryKey: [...classKey(id), 'mine'],
    queryFn: () => apiFetch<MyAssignments>(`/api/classes/${encodeURIComponent(id)}/assignments`),
  };
}

const classPath = (id: string, rest = '') => `/api/classes/${encodeURIComponent(id)}${rest}`;

/** Who needs help now and the class's common mistakes: the teacher's live panels (polled). */
export function useClassHelp(id: string, refetchInterval: number) {
  return useQuery({ queryKey: [...classKey(id), 'help'], queryFn: () => apiFetch<HelpResponse>(classPath(id, '/help')), refetchInterval, retry: false });
}

export function useClassMistakes(id: string, refetchInterval: number) {
  return useQuery({ queryKey: [...classKey(id), 'mistakes'], queryFn: () => apiFetch<MistakesResponse>(classPath(id, '/mistakes')), refetchInterval, retry: false });
}

export function useStudentWork(id: string, userId: string) {
  return useQuery({
    queryKey: [...classKey(id), 'student', userId],
    queryFn: () => apiFetch<StudentWork>(classPath(id, `/students/${encodeURIComponent(userId)}`)),
    refetchInterval: 10_000,
    retry: false,
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

/** Joins by code; `name` (a first name for the teacher's table) when the learner gave one. */
export function joinClass(code: string, name?: string) {
  return apiFetch<JoinedClass>('/api/classes/join', jsonBody('POST', { code, ...(name ? { name } : {}) }));
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
    join: useMutation({ mutationFn: (code: string) => joinClass(code), onSuccess: () => refresh() }),
    joinAs: useMutation({ mutationFn: ({ code, name }: { code: string; name?: string }) => joinClass(code, name), onSuccess: () => refresh() }),
    update: useMutation({
      mutationFn: ({ classId, changes }: { classId: string; changes: { name?: string; joinOpen?: boolean; archived?: boolean; publicLeaderboard?: boolean } }) =>
        apiFetch<ClassDetail>(classPath(classId), jsonBody('PATCH', changes)),
      onSuccess: (_data, { classId }) => Promise.all([refresh(classId), refresh()]),
    }),
    resetCode: useMutation({
      mutationFn: (classId: string) => apiFetch<{ code: string }>(classPath(classId, '/code'), { method: 'POST' }),
      onSuccess: (_data, classId) => Promise.all([refresh(classId), refresh()]),
    }),
    editAssignment: useMutation({
      mutationFn: ({ classId, assignmentId, changes }: { classId: string; assignmentId: string; changes: { due?: string | null; position?: number } }) =>
        apiFetch<Assignment>(classPath(classId, `/assignments/${encodeURIComponent(assignmentId)}`), jsonBody('PATCH', changes)),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    renameStudent: useMutation({
      mutationFn: ({ classId, userId, name }: { classId: string; userId: string; name: string }) =>
        apiFetch(classPath(classId, `/students/${encodeURIComponent(userId)}`), jsonBody('PATCH', { name })),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    readmit: useMutation({
      mutationFn: ({ classId, userId }: { classId: string; userId: string }) =>
        apiFetch(classPath(classId, `/students/${encodeURIComponent(userId)}/readmit`), { method: 'POST' }),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    mergeStudent: useMutation({
      mutationFn: ({ classId, userId, from }: { classId: string; userId: string; from: string }) =>
        apiFetch(classPath(classId, `/students/${encodeURIComponent(userId)}/merge`), jsonBody('POST', { from })),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    assign: useMutation({
      mutationFn: async ({ classId, input }: { classId: string; input: AssignmentInput }) =>
        apiFetch<Assignment>(`/api/classes/${encodeURIComponent(classId)}/assignments`, jsonBody('POST', input)),
      onSuccess: (_data, { classId }) => refresh(classId),
    }),
    /** A generated or own level stored for this class only and assigned to it (docs/classes.md "Class levels"). */
    assignLevel: useMutation({
      mutationFn: ({ classId, level, due }: { classId: string; level: LevelInput; due?: string }) =>
        apiFetch<Assignment>(classPath(classId, '/levels'), jsonBody('POST', { level, ...(due ? { due } : {}) })),
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

// Made on first use, not when the map's chunk loads: the page's first Intl object costs the locale
// data's load (docs/performance.md "Lighthouse"), and most learners have no due date to show.
let dueFormat: Intl.DateTimeFormat | undefined;

/** "1 Dec 2026" for a YYYY-MM-DD due date (read as a calendar date, no time zone shift). */
export function formatDue(due: string): string {
  dueFormat ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dueFormat.format(new Date(`${due}T00:00:00Z`));
}
