import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast, type ToastOptions } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';

/**
 * Saving a sending service's settings (SMTP, Twilio), the same for both: the server tries the
 * settings before it keeps them, so a refusal or a failed try is toasted and kept beside the form;
 * once saved, the secrets are emptied so the page never holds them.
 */
export function useServiceConfig<Values extends FieldValues, Output, Answer extends { success?: boolean }>({
  form,
  configure,
  toastFor,
  fields,
  secretsCleared,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  configure: UseMutationResult<Answer, Error, Output>;
  toastFor: (
    outcome: { answer: Answer; error?: undefined } | { answer?: undefined; error: unknown },
  ) => ToastOptions;
  /** The fields whose server messages go under them. */
  fields: readonly Path<Values>[];
  /** The values the secrets take once saved. */
  secretsCleared: Partial<Values>;
}) {
  const [failure, setFailure] = useState<string | undefined>();
  const onSubmit = (input: Output) => {
    setFailure(undefined);
    configure.mutate(input, {
      onSuccess: (answer) => {
        const told = toastFor({ answer });
        toast(told);
        if (answer?.success === false) {
          setFailure(told.description);
          return;
        }
        form.reset({ ...form.getValues(), ...secretsCleared });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, fields);
        const told = toastFor({ error });
        toast(told);
        setFailure(told.description);
      },
    });
  };
  return { failure, onSubmit, saving: configure.isPending };
}
