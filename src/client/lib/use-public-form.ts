import { useRef, useState, useTransition, type FormEvent } from 'react';
import { serverFieldMessages } from './form-errors';

/** The part of a Zod schema this needs: safeParse, with issues naming their field first. */
export interface FormSchema<Out> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/**
 * The public pages' forms (contact, a viewing request) on React alone: react-hook-form would be
 * 12 KB of gzipped script on those pages (ADR 0012). Fields are uncontrolled and read with
 * FormData; the shared Zod schema is fetched when the form is first focused; a send shows each
 * field's first message and focuses the first field in error, and after a failed send the fields are
 * checked again as they change, as the portal forms do. `submit` runs with the parsed values.
 */
export function usePublicForm<Field extends string, Out>({
  fields,
  loadSchema,
  submit,
}: {
  fields: readonly Field[];
  loadSchema: () => Promise<FormSchema<Out>>;
  submit: (values: Out, form: HTMLFormElement) => Promise<void>;
}) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, startSending] = useTransition();
  const schema = useRef<Promise<FormSchema<Out>> | null>(null);
  const failedOnce = useRef(false);
  const preload = () => (schema.current ??= loadSchema());

  const check = async (form: HTMLFormElement) => {
    const result = (await preload()).safeParse(Object.fromEntries(new FormData(form)));
    if (result.success) return { data: result.data, errors: {} };
    const found: FieldErrors<Field> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]) as Field;
      if (fields.includes(field)) found[field] ??= issue.message;
    }
    return { data: null, errors: found };
  };

  /** Shows these messages and moves focus to the first field that has one. */
  const showErrors = (form: HTMLFormElement, found: FieldErrors<Field>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    startSending(async () => {
      const { data, errors: found } = await check(form);
      if (!data) {
        failedOnce.current = true;
        showErrors(form, found);
        return;
      }
      setErrors({});
      await submit(data, form);
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!failedOnce.current) return;
    void check(event.currentTarget).then((result) => setErrors(result.errors));
  };

  /** Puts the server's per-field messages (a 400's `errors`) under the fields; true when any was. */
  const showServerErrors = (form: HTMLFormElement, error: unknown): boolean => {
    const found = serverFieldMessages(error, fields);
    if (!Object.keys(found).length) return false;
    failedOnce.current = true;
    showErrors(form, found);
    return true;
  };

  return {
    errors,
    sending,
    showServerErrors,
    formProps: { noValidate: true, onSubmit, onChange, onFocus: () => void preload() },
  };
}
