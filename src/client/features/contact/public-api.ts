import type { ContactInput } from '@shared/contact';
import type { MessageAnswer } from '@shared/auth';
import { loadApi } from '@client/app/lazy-api';

/**
 * POST /api/contact → 201 { message } (SPEC.md §8 Contact). Apart from the admin inbox calls
 * (api.ts), so the contact page loads no TanStack Query.
 */
export const sendContactMessage = async (input: ContactInput) =>
  (await loadApi()).api.post<MessageAnswer>('/api/contact', input);
