import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@client/app/api-errors';

/**
 * Puts the server's per-field messages (ApiError.fields) under the matching form fields and
 * focuses the first. Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
