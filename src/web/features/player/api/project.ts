// GET /api/projects/{code}: a project's levels for the player; null for an unknown code (404).
import { projectSchema, type Project } from '../../../../api/exercise';
import { ApiError, apiFetch } from '../../../app/api-client';

export async function fetchProject(code: string): Promise<Project | null> {
  try {
    return projectSchema.parse(await apiFetch<unknown>(`/api/projects/${encodeURIComponent(code)}`));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
