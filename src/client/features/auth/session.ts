/**
 * The signed-in user, as the site header and the guards read it. Public pages import this, so it
 * lives in the site's data store rather than TanStack Query (ADR 0012): the server puts the user
 * in the page it renders, and the browser asks GET /api/auth/user only for pages it renders itself.
 */
import type { PublicUser } from '@shared/user-roles';
import type { UserAnswer } from '@shared/auth';
import { loadApi } from '@client/app/lazy-api';
import { here } from '@client/app/locale';
import { useStoredData, type DataStore } from '@client/app/data-store';

export const CURRENT_USER = 'auth:user';

/** GET /api/auth/user: the signed-in user, or null when not signed in (401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<PublicUser | null> {
  const { api, hasErrorCode } = await loadApi();
  try {
    const answer = await api.get<UserAnswer | { user: null }>('/api/auth/user', signal ? { signal } : {});
    return answer?.user ?? null;
  } catch (error) {
    if (hasErrorCode(error, 'unauthenticated')) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useStoredData(CURRENT_USER, fetchCurrentUser);
}

export const setCurrentUser = (store: DataStore, user: PublicUser | null) =>
  store.setData(CURRENT_USER, user);

/** POST /api/auth/logout, then load / afresh: the reload forgets everything held in memory. */
export async function logout(): Promise<void> {
  try {
    const { api } = await loadApi();
    await api.post('/api/auth/logout');
  } catch {
    // Even if the call fails, leave the signed-in view; the reload asks the server again.
  } finally {
    window.location.assign(here('/'));
  }
}
