/**
 * The public page's one call. Apart from api.ts so the listing page loads no TanStack Query
 * (ADR 0012): it goes through the lazily loaded API client, as the viewing form does.
 */
import type { ApplicationInput } from '@shared/applications';
import type { MessageAnswer } from '@shared/auth';
import { loadApi } from '@client/app/lazy-api';
import { PAGE_LANGUAGE } from '@client/app/locale';

/** POST /api/listings/{id}/applications → 201 { message }; the applicant's acknowledgement is in the page's language. */
export const applyForListing = async (id: number, input: ApplicationInput) =>
  (await loadApi()).api.post<MessageAnswer>(`/api/listings/${id}/applications`, input, {
    headers: PAGE_LANGUAGE,
  });
