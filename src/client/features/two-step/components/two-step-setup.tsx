import { useState, type FormEvent } from 'react';
import { groupSecret, TOTP_MESSAGES, type TotpSetupAnswer } from '@shared/totp';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { QrCode } from '../qr-code';
import { useEnableTwoStep } from '../api';

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
          else setFormError(errorMessage(e, 'Failed to turn on two-step sign-in.'));
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-800">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator
          or 1Password).
        </li>
        <li>Scan this QR code with it, or add an account by typing the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-6">
        <QrCode value={setup.otpauthUrl} label="QR code to scan with your authenticator app" />
        <div className="space-y-1">
          <p className="text-sm font-medium text-slate-900" id="two-step-key-label">
            Key to type in
          </p>
          <p
            aria-labelledby="two-step-key-label"
            data-testid="two-step-secret"
            className="font-mono text-lg tracking-wider break-all text-slate-900"
          >
            {groupSecret(setup.secret)}
          </p>
          <p className="text-sm text-slate-600">Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormAlert>{formError}</FormAlert>
        <FormField
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={enable.isPending}>
            {enable.isPending ? 'Checking…' : 'Turn on two-step sign-in'}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
