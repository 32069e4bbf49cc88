import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@shared/i18n/messages';
import type { NotificationPreferences } from '@shared/notifications';
import { errorMessage } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { CheckboxField } from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api';
import {
  PreferencesFormSchema,
  preferencesDefaults,
  type PreferencesFormOutput,
  type PreferencesFormValues,
} from '../settings-forms';

/** Why the choice is off: the build's language is fixed, so this is worded once. */
export const SMS_UNAVAILABLE_TEXT = m.portal_sms_unavailable();

/**
 * A person's own choice (landlord or tenant): a mobile number and whether to be texted as well as
 * e-mailed. The choice is disabled, with the reason, while the agency cannot send texts.
 */
export function NotificationPreferencesCard({ className }: { className?: string }) {
  const headingId = useId();
  const preferences = useNotificationPreferences();
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {m.portal_sms_heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{m.portal_sms_intro()}</p>
        </div>
        {preferences.isPending ? (
          <Loading label={m.portal_sms_loading()} />
        ) : preferences.isError ? (
          <FormAlert>{errorMessage(preferences.error, m.portal_sms_load_failed())}</FormAlert>
        ) : (
          <NotificationPreferencesForm saved={preferences.data} />
        )}
      </section>
    </Card>
  );
}

export function NotificationPreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PreferencesFormValues, unknown, PreferencesFormOutput>({
    resolver: zodResolver(PreferencesFormSchema),
    defaultValues: preferencesDefaults(saved),
  });

  const onSubmit = (input: PreferencesFormOutput) => {
    save.mutate(
      { smsOptIn: input.smsOptIn, phone: input.phone },
      {
        onSuccess: (next) => {
          reset(preferencesDefaults(next));
          toast({
            title: m.portal_sms_saved(),
            description:
              next.smsOptIn && next.smsAvailable
                ? m.portal_sms_saved_texts()
                : m.portal_sms_saved_email_only(),
            variant: 'success',
          });
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, ['phone', 'smsOptIn'] as const);
          toast({
            title: m.portal_sms_save_failed(),
            description: errorMessage(error, m.portal_try_again()),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-4">
      <FormField
        label={m.portal_sms_mobile()}
        type="tel"
        autoComplete="tel"
        placeholder="07700 900123"
        hint={m.portal_sms_mobile_hint()}
        optional
        error={errors.phone?.message}
        {...register('phone')}
      />
      <CheckboxField
        label={m.portal_sms_opt_in()}
        disabled={!saved.smsAvailable}
        hint={saved.smsAvailable ? undefined : SMS_UNAVAILABLE_TEXT}
        error={errors.smsOptIn?.message}
        {...register('smsOptIn')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? m.portal_sms_saving() : m.portal_sms_save()}
      </Button>
    </form>
  );
}
