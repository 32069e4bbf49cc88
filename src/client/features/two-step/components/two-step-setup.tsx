import { useState, type FormEvent } from 'react';
import { groupSecret, TOTP_MESSAGES, type TotpSetupAnswer } from '@shared/totp';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { QrCode } from '../qr-code';
import { useEnableTwoStep } from '../api';
import { m } from '@shared/i18n/messages';

/** Scan (or type the key), then confirm with the app's code. */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetupAnswer;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!code.trim()) return setError(TOTP_MESSAGES.codeRequired);
    setError(undefined);
    enable.mutate(
      { code },
      {
        onSuccess: (answer) => onEnabled(answer.recoveryCodes),
        onError: (e) => {
          if (isApiError(e) && e.fields.code) setError(e.fields.code);
          else setFormError(errorMessage(e, m.auth_two_step_enable_failed()));
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-800">
        <li>{m.auth_two_step_step_open_app()}</li>
        <li>{m.auth_two_step_step_scan()}</li>
        <li>{m.auth_two_step_step_enter_code()}</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <QrCode value={setup.otpauthUrl} label={m.auth_two_step_qr_label()} />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-900" id="two-step-key-label">
            {m.auth_two_step_key_label()}
          </p>
          <p
            aria-labelledby="two-step-key-label"
            data-testid="two-step-secret"
            className="font-mono text-lg tracking-wider break-all text-slate-900"
          >
            {groupSecret(setup.secret)}
          </p>
          <p className="text-sm text-slate-600">{m.auth_two_step_key_kind()}</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label={m.auth_code_label()}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? m.auth_code_checking() : m.auth_two_step_turn_on()}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {m.ui_cancel()}
          </Button>
        </div>
      </form>
    </div>
  );
}
