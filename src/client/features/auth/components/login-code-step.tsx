import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { TOTP_MESSAGES } from '@shared/totp';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { m } from '@shared/i18n/messages';

/**
 * The login's second step (issue #17): the same card asks for the authenticator app's code, or a
 * recovery code, after the server answered `totp_required`. A wrong code shows the server's message.
 */
export function LoginCodeStep({
  pending,
  error,
  onSubmit,
  onBack,
  inputRef,
}: {
  pending: boolean;
  error: string | undefined;
  onSubmit: (code: string) => void;
  onBack: () => void;
  /** The code field: focused when the step opens, and again after an error dialog. */
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  useEffect(() => inputRef.current?.focus(), [inputRef]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setLocalError(TOTP_MESSAGES.codeFormat);
    setLocalError(undefined);
    onSubmit(code.trim());
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-labelledby="login-code-heading">
      <h2 id="login-code-heading" className="text-lg font-semibold text-slate-900">
        {m.auth_two_step_name()}
      </h2>
      <FormAlert tone="info">{m.auth_code_intro()}</FormAlert>
      <FormField
        ref={inputRef}
        label={m.auth_code_label()}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={code}
        error={localError ?? error}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? m.auth_code_checking() : m.auth_code_verify()}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        {m.auth_code_back()}
      </Button>
    </form>
  );
}
