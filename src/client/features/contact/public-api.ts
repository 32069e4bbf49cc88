import type { ContactInput } from '@shared/contact';
import type { MessageAnswer } from '@shared/auth';
import { loadApi } from '@client/app/lazy-api';
import { PAGE_LANGUAGE } from '@client/app/locale';

/**
 * POST /api/contact → 201 { message } (SPEC.md §8 Contact). Apart from the admin inbox calls
 * (api.ts), so the contact page loads no TanStack Query. The page's language goes along, for the
 * sender's acknowledgement e-mail.
 */
export const sendContactMessage = async (input: ContactInput) =>
  (await loadApi()).api.post<MessageAnswer>('/api/contact', input, { headers: PAGE_LANGUAGE });
