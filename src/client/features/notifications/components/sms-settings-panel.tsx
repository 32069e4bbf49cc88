import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SmsStatus } from '@shared/notifications';
import { Button } from '@client/components/ui/button';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast, type ToastOptions } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { zodResolver } from '@client/lib/zod-resolver';
import { useConfigureSms, useSendTestSms, useSmsStatus } from '../api';
import { smsConfigureToast, smsTestNumber, smsTestToast } from '../messages';
import {
  SMS_CONFIG_FIELDS,
  SmsConfigFormSchema,
  SmsTestFormSchema,
  smsConfigDefaults,
  type SmsConfigFormOutput,
  type SmsConfigFormValues,
  type SmsTestFormOutput,
  type SmsTestFormValues,
} from '../settings-forms';
import {
  type HeadingLevel,
  ResultNote,
  SectionHeading,
  ServiceConfigForm,
  ServiceState,
} from './settings-parts';
import { useServiceConfig } from './use-service-config';

/**
 * The SMS service (SPEC.md §2, §4, §5): its state, the Twilio credentials and sending number,
 * and a test SMS whose button stays disabled until the service is initialized.
 */
export function SmsSettingsPanel({ headingLevel = 3 }: { headingLevel?: HeadingLevel }) {
  const status = useSmsStatus();
  if (status.isPending) return <Loading label="Checking the SMS service…" />;
  if (status.isError)
    return <FormAlert>Failed to load the SMS settings. Please refresh the page to try again.</FormAlert>;
  return (
    <div className="space-y-8">
      <SmsServiceState status={status.data} />
      <SmsConfigForm status={status.data} headingLevel={headingLevel} />
      <SmsTestForm ready={status.data.initialized} headingLevel={headingLevel} />
    </div>
  );
}

export function SmsServiceState({ status }: { status: SmsStatus }) {
  const saved = status.settings;
  return (
    <ServiceState
      service="SMS service"
      ready={status.initialized}
      sentence={
        !status.initialized
          ? 'No text message can be sent until Twilio settings are saved.'
          : status.source === 'environment'
            ? 'Sending with the Twilio settings from the server environment.'
            : saved
              ? `Sending from ${saved.phoneNumber} with the account ending ${saved.accountSidEnding}.`
              : 'Sending with the saved settings.'
      }
      environmentNote={
        status.source === 'environment'
          ? {
              title: 'Twilio settings are set in the server environment.',
              text: 'The server sends text messages with the TWILIO_ settings of its environment, which override any settings saved by an admin. Saved settings are used only once those are removed.',
            }
          : undefined
      }
    />
  );
}

/** Account SID, Auth Token and the sending number (+44…). Neither secret is ever shown again. */
export function SmsConfigForm({
  status,
  headingLevel = 3,
}: {
  status: SmsStatus | null;
  headingLevel?: HeadingLevel;
}) {
  const saved = status?.settings ?? null;
  const form = useForm<SmsConfigFormValues, unknown, SmsConfigFormOutput>({
    resolver: zodResolver(SmsConfigFormSchema),
    defaultValues: smsConfigDefaults(status),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { failure, onSubmit, saving } = useServiceConfig({
    form,
    configure: useConfigureSms(),
    toastFor: smsConfigureToast,
    fields: SMS_CONFIG_FIELDS,
    secretsCleared: { accountSid: '', authToken: '' },
  });

  return (
    <ServiceConfigForm
      headingLevel={headingLevel}
      title="Twilio account"
      intro="From the Twilio console. The auth token is stored encrypted and never shown again."
      saved={
        saved && (
          <>
            Saved: the account ending {saved.accountSidEnding}, sending from {saved.phoneNumber}, on{' '}
            <time dateTime={saved.updatedAt}>{formatDateGB(saved.updatedAt)}</time>. Enter the SID and token
            again to change the settings.
          </>
        )
      }
      failure={failure}
      saving={saving}
      savingLabel="Saving…"
      submitLabel="Save SMS Settings"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField
        label="Account SID"
        autoComplete="off"
        spellCheck={false}
        placeholder="AC…"
        error={errors.accountSid?.message}
        {...register('accountSid')}
      />
      <FormField
        label="Auth Token"
        type="password"
        autoComplete="new-password"
        error={errors.authToken?.message}
        {...register('authToken')}
      />
      <FormField
        label="Sending number"
        type="tel"
        autoComplete="off"
        placeholder="+447700900123"
        hint="The Twilio number texts come from, in international form starting with +44."
        error={errors.phoneNumber?.message}
        {...register('phoneNumber')}
      />
    </ServiceConfigForm>
  );
}

/** POST /api/sms/debug-test: a UK mobile (07… is fine); the answer names the number it became. */
export function SmsTestForm({ ready, headingLevel = 3 }: { ready: boolean; headingLevel?: HeadingLevel }) {
  const headingId = useId();
  const whyDisabledId = useId();
  const send = useSendTestSms();
  const [result, setResult] = useState<ToastOptions | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SmsTestFormValues, unknown, SmsTestFormOutput>({
    resolver: zodResolver(SmsTestFormSchema),
    defaultValues: { phoneNumber: '' },
  });

  const onSubmit = ({ phoneNumber }: SmsTestFormOutput) => {
    setResult(null);
    setSentTo(null);
    send.mutate(phoneNumber, {
      onSuccess: (answer) => {
        const told = smsTestToast({ answer });
        toast(told);
        setResult(told);
        setSentTo(smsTestNumber({ answer }));
      },
      onError: (error) => {
        const told = smsTestToast({ error });
        toast(told);
        setResult(told);
        setSentTo(smsTestNumber({ error }));
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-3">
      <SectionHeading level={headingLevel} id={headingId}>
        Send a test SMS
      </SectionHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField
          label="Test phone number"
          type="tel"
          autoComplete="off"
          placeholder="07700 900123"
          hint="A UK mobile number, for example 07700 900123."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        {sentTo && (
          <p className="text-sm text-slate-800">
            Number used: <strong className="font-semibold">{sentTo}</strong>
          </p>
        )}
        <ResultNote result={result} />
        {!ready && (
          <p id={whyDisabledId} className="text-sm text-slate-700">
            Save the Twilio settings first; the test is available once the SMS service is configured.
          </p>
        )}
        <Button
          type="submit"
          disabled={!ready || send.isPending}
          aria-describedby={ready ? undefined : whyDisabledId}
        >
          {send.isPending ? 'Sending…' : 'Send Test SMS'}
        </Button>
      </form>
    </section>
  );
}
