import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@client/app/api-errors';

/** The server's per-field messages (a 400's `errors`) for these fields, in their order. */
export function serverFieldMessages<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!isApiError(error)) return found;
  for (const field of fields) if (error.fields[field]) found[field] = error.fields[field];
  return found;
}

/**
 * Puts the server's per-field messages (ApiError.fields) under the matching form fields and
 * focuses the first. `fields` are the server's names; `formFieldFor` maps one to the form's own
 * field where they differ (the rent in pence is the form's rent in pounds). Returns true when at
 * least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues, Field extends string = Path<T>>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Field[],
  formFieldFor: (field: Field) => Path<T> = (field) => field as unknown as Path<T>,
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(serverFieldMessages(error, fields))) {
    setError(
      formFieldFor(field as Field),
      { type: 'server', message: message as string },
      { shouldFocus: !applied },
    );
    applied = true;
  }
  return applied;
}
