import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { RECOVERY_CODE_COUNT, type TotpSetupAnswer } from '@shared/totp';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { useStartTwoStep, useTwoStepStatus } from '../api';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepDisableForm } from './two-step-disable-form';
import { TwoStepSetup } from './two-step-setup';
import { m } from '@shared/i18n/messages';

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
    if (status.isError) return <FormAlert>{m.auth_two_step_read_failed()}</FormAlert>;
    if (status.data.enabled)
      return (
        <div className="space-y-4">
          <p className="flex items-center gap-2 font-medium text-green-800">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {m.auth_two_step_is_on()}
          </p>
          <p className="text-sm text-slate-700">
            {m.auth_two_step_codes_left({ left: status.data.recoveryCodesLeft, total: RECOVERY_CODE_COUNT })}
            {status.data.recoveryCodesLeft <= 3 && ` ${m.auth_two_step_get_new_set()}`}
          </p>
          <TwoStepDisableForm />
        </div>
      );
    return (
      <div className="space-y-4">
        {(prompt || status.data.required) && (
          <FormAlert tone="info">
            {status.data.required ? m.auth_two_step_admins_must() : m.auth_two_step_admin_prompt()}
          </FormAlert>
        )}
        <p className="text-slate-700">{m.auth_two_step_explain()}</p>
        <FormAlert>
          {start.isError ? errorMessage(start.error, m.auth_two_step_start_failed()) : null}
        </FormAlert>
        <Button
          disabled={start.isPending}
          onClick={() =>
            start.mutate(undefined, { onSuccess: (setup) => setStage({ name: 'setup', setup }) })
          }
        >
          {start.isPending ? m.auth_two_step_starting() : m.auth_two_step_set_up()}
        </Button>
      </div>
    );
  };

  return (
    <Card className={prompt && !status.data?.enabled ? 'border-brand-300 ring-2 ring-brand-200' : undefined}>
      <section aria-labelledby="two-step-heading">
        <CardHeader>
          <Heading id="two-step-heading" className="text-xl font-semibold text-slate-900">
            {m.auth_two_step_name()}
          </Heading>
          <CardDescription>{m.auth_two_step_card_intro()}</CardDescription>
        </CardHeader>
        <CardContent>{body()}</CardContent>
      </section>
    </Card>
  );
}
