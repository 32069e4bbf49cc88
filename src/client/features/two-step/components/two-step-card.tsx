import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { TotpSetupAnswer } from '@shared/totp';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useStartTwoStep, useTwoStepStatus } from '../api';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepDisableForm } from './two-step-disable-form';
import { TwoStepSetup } from './two-step-setup';

type Stage =
  { name: 'idle' } | { name: 'setup'; setup: TotpSetupAnswer } | { name: 'codes'; codes: string[] };

/**
 * "Two-step sign-in" (issue #17): set up with an authenticator app (QR code or the key typed in),
 * confirm with a code, see the recovery codes once; turn off with the password and a code.
 * `prompt` makes the invitation prominent (admins without it).
 */
export function TwoStepCard({
  headingLevel = 2,
  prompt = false,
}: {
  headingLevel?: 2 | 3;
  prompt?: boolean;
}) {
  const status = useTwoStepStatus();
  const start = useStartTwoStep();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const body = () => {
    if (stage.name === 'setup')
      return (
        <TwoStepSetup
          setup={stage.setup}
          onEnabled={(codes) => setStage({ name: 'codes', codes })}
          onCancel={() => setStage({ name: 'idle' })}
        />
      );
    if (stage.name === 'codes')
      return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ name: 'idle' })} />;
    if (status.isPending) return <Loading />;
    if (status.isError) return <FormAlert>Failed to read your two-step sign-in settings.</FormAlert>;
    if (status.data.enabled)
      return (
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <ShieldCheck aria-hidden="true" className="size-5" />
            Two-step sign-in is on.
          </p>
          <p className="text-sm text-slate-700">
            {status.data.recoveryCodesLeft} of 10 recovery codes left.
            {status.data.recoveryCodesLeft <= 3 &&
              ' Turn two-step sign-in off and on again to get a new set.'}
          </p>
          <TwoStepDisableForm />
        </div>
      );
    return (
      <div className="space-y-4">
        {(prompt || status.data.required) && (
          <FormAlert tone="info">
            {status.data.required
              ? 'Administrators must set up two-step sign-in before they continue.'
              : 'Your account can change every account on the site: please protect it with two-step sign-in.'}
          </FormAlert>
        )}
        <p className="text-slate-700">
          Signing in will ask for a code from an authenticator app on your phone as well as your password.
        </p>
        <FormAlert>
          {start.isError ? errorMessage(start.error, 'Failed to start the set-up.') : null}
        </FormAlert>
        <Button
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (setup) => setStage({ name: 'setup', setup }) })
          }
        >
          {start.isPending ? 'Starting…' : 'Set up two-step sign-in'}
        </Button>
      </div>
    );
  };

  return (
    <Card className={prompt && !status.data?.enabled ? 'border-brand-300 ring-2 ring-brand-200' : undefined}>
      <section aria-labelledby="two-step-heading">
        <CardHeader>
          <Heading id="two-step-heading" className="text-xl font-semibold text-slate-900">
            Two-step sign-in
          </Heading>
          <CardDescription>
            A code from your phone as well as your password, so a stolen password is not enough.
          </CardDescription>
        </CardHeader>
        <CardContent>{body()}</CardContent>
      </section>
    </Card>
  );
}
