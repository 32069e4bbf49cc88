import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { EmailStatus } from '@shared/notifications';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast, type ToastOptions } from '@client/components/ui/toast-store';
import { formatDateGB } from '@client/lib/format';
import { zodResolver } from '@client/lib/zod-resolver';
import { useConfigureEmail, useEmailStatus, useSendTestEmail } from '../api';
import { emailConfigureToast, settingsTestEmailToast, testPageEmailToast } from '../messages';
import {
  EMAIL_CONFIG_FIELDS,
  EmailConfigFormSchema,
  EmailTestFormSchema,
  emailConfigDefaults,
  type EmailConfigFormOutput,
  type EmailConfigFormValues,
  type EmailTestFormOutput,
  type EmailTestFormValues,
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
 * The e-mail service (SPEC.md §2, §4, §5): loading, then configured or not; the SMTP form; and
 * once the service is configured, a form that sends a test e-mail. `headingLevel` is 3 inside the
 * admin dashboard's tab (under its h2) and 2 on the /email-settings page.
 */
export function EmailSettingsPanel({ headingLevel = 3 }: { headingLevel?: HeadingLevel }) {
  const status = useEmailStatus();
  if (status.isPending) return <Loading label="Checking the email service…" />;
  if (status.isError)
    return <FormAlert>Failed to load the email settings. Please refresh the page to try again.</FormAlert>;
  return (
    <div className="space-y-8">
      <EmailServiceState status={status.data} />
      <EmailConfigForm status={status.data} headingLevel={headingLevel} />
      <EmailTestSection ready={status.data.isInitialized} headingLevel={headingLevel} />
    </div>
  );
}

/** Configured or not, where the settings come from, and SMTP_URL's precedence. */
export function EmailServiceState({ status }: { status: EmailStatus }) {
  const saved = status.settings;
  return (
    <ServiceState
      service="Email service"
      ready={status.isInitialized}
      sentence={
        !status.isInitialized
          ? 'No email can be sent until SMTP settings are saved.'
          : status.source === 'environment'
            ? 'Sending with SMTP_URL from the server environment.'
            : saved
              ? `Sending through ${saved.host}:${saved.port} as ${saved.user}.`
              : 'Sending with the saved settings.'
      }
      environmentNote={
        status.source === 'environment'
          ? {
              title: 'SMTP_URL is set in the server environment.',
              text: 'The server sends email with SMTP_URL, which overrides any SMTP settings saved by an admin. Saved settings are used only once SMTP_URL is removed.',
            }
          : undefined
      }
    />
  );
}

/** The SMTP form: host, port, secure, username, password. The server connects before it saves. */
export function EmailConfigForm({
  status,
  headingLevel = 3,
}: {
  status: EmailStatus | null;
  headingLevel?: HeadingLevel;
}) {
  const hasSaved = !!status?.settings;
  const form = useForm<EmailConfigFormValues, unknown, EmailConfigFormOutput>({
    resolver: zodResolver(EmailConfigFormSchema),
    defaultValues: emailConfigDefaults(status),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { failure, onSubmit, saving } = useServiceConfig({
    form,
    configure: useConfigureEmail(),
    toastFor: emailConfigureToast,
    fields: EMAIL_CONFIG_FIELDS,
    // The password is never kept in the page once saved.
    secretsCleared: { password: '' },
  });

  return (
    <ServiceConfigForm
      headingLevel={headingLevel}
      title="SMTP server"
      intro="The server connects with these settings before saving them, so a wrong password, port or host is reported straight away. The password is stored encrypted and never shown again."
      saved={
        hasSaved &&
        status?.settings && (
          <>
            Last saved{' '}
            <time dateTime={status.settings.updatedAt}>{formatDateGB(status.settings.updatedAt)}</time>.
          </>
        )
      }
      failure={failure}
      saving={saving}
      savingLabel="Checking connection…"
      submitLabel="Save Settings"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField
        label="SMTP host"
        autoComplete="off"
        spellCheck={false}
        placeholder="smtp.example.com"
        error={errors.host?.message}
        {...register('host')}
      />
      <FormField
        label="SMTP port"
        inputMode="numeric"
        autoComplete="off"
        hint="Usually 465 with a secure connection, or 587."
        error={errors.port?.message}
        containerClassName="max-w-48"
        {...register('port')}
      />
      <CheckboxField
        label="Use a secure connection (TLS)"
        hint="Keep this on for port 465. Turn it off for port 587, where the connection is secured after it opens (STARTTLS)."
        error={errors.secure?.message}
        {...register('secure')}
      />
      <FormField
        label="SMTP username"
        autoComplete="off"
        spellCheck={false}
        error={errors.user?.message}
        {...register('user')}
      />
      <FormField
        label="SMTP password"
        type="password"
        autoComplete="new-password"
        hint={
          hasSaved
            ? 'The saved password is never shown: enter it again to save these settings.'
            : 'For a webmail account, this is usually an app password.'
        }
        error={errors.password?.message}
        {...register('password')}
      />
    </ServiceConfigForm>
  );
}

/** The test form once configured; until then, a line saying what to do first. */
function EmailTestSection({ ready, headingLevel }: { ready: boolean; headingLevel: HeadingLevel }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-3">
      <SectionHeading level={headingLevel} id={headingId}>
        Send a test email
      </SectionHeading>
      {ready ? (
        <EmailTestForm />
      ) : (
        <p className="text-slate-700">Save the SMTP settings first; then you can send a test email here.</p>
      )}
    </section>
  );
}

/**
 * A recipient and Send Test Email. Under the SMTP settings it calls /api/email/test and says 'Test
 * Failed' or 'Test Error' when the e-mail does not go; on the /email-test page it calls
 * /api/email/test-email and says 'Error' (SPEC.md §8).
 */
export function EmailTestForm({ on = 'settings' }: { on?: 'settings' | 'page' }) {
  const send = useSendTestEmail(on === 'page' ? '/api/email/test-email' : '/api/email/test');
  const toastFor = on === 'page' ? testPageEmailToast : settingsTestEmailToast;
  const [result, setResult] = useState<ToastOptions | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailTestFormValues, unknown, EmailTestFormOutput>({
    resolver: zodResolver(EmailTestFormSchema),
    defaultValues: { recipient: '' },
  });

  const onSubmit = ({ recipient }: EmailTestFormOutput) => {
    setResult(null);
    const tell = (told: ToastOptions) => {
      toast(told);
      setResult(told);
    };
    send.mutate(recipient, {
      onSuccess: (answer) => tell(toastFor({ answer })),
      onError: (error) => tell(toastFor({ error })),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-4">
      <FormField
        label="Recipient email"
        type="email"
        autoComplete="email"
        hint="Where to send a short test message."
        error={errors.recipient?.message}
        {...register('recipient')}
      />
      <ResultNote result={result} />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send Test Email'}
      </Button>
    </form>
  );
}
