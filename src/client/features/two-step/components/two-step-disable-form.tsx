import { useState, type FormEvent } from 'react';
import { TotpDisableSchema } from '@shared/totp';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { useDisableTwoStep } from '../api';
import { m } from '@shared/i18n/messages';

type Fields = { password?: string | undefined; code?: string | undefined };

/** Turning two-step sign-in off takes the password and a current code (or a recovery code). */
export function TwoStepDisableForm() {
  const disable = useDisableTwoStep();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);

  if (!open)
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {m.auth_two_step_turn_off_open()}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = TotpDisableSchema.safeParse(values);
    if (!parsed.success) {
      const found: Fields = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Fields;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    disable.mutate(parsed.data, {
      onError: (e) => {
        if (isApiError(e) && (e.fields.password || e.fields.code))
          setErrors({ password: e.fields.password, code: e.fields.code });
        else setFormError(errorMessage(e, m.auth_two_step_disable_failed()));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 border-t border-slate-200 pt-4">
      <FormAlert>{formError}</FormAlert>
      <FormField
        label={m.auth_field_current_password()}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <FormField
        label={m.auth_code_label()}
        autoComplete="one-time-code"
        hint={m.auth_two_step_code_hint()}
        value={values.code}
        error={errors.code}
        onChange={(e) => setValues({ ...values, code: e.target.value })}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={disable.isPending}>
          {disable.isPending ? m.auth_two_step_turning_off() : m.auth_two_step_turn_off()}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {m.ui_cancel()}
        </Button>
      </div>
    </form>
  );
}
