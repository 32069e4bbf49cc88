import { useId } from 'react';
import { useForm } from 'react-hook-form';
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

export const SMS_UNAVAILABLE_TEXT =
  'Text messages are not available at the moment because the agency has not set up text messaging. We will keep emailing you.';

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
            Text message alerts
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            We always email you. You can also have messages about rent, repairs and your account sent to your
            mobile.
          </p>
        </div>
        {preferences.isPending ? (
          <Loading label="Loading your notification settings…" />
        ) : preferences.isError ? (
          <FormAlert>
            {errorMessage(preferences.error, 'Failed to load your notification settings. Please try again.')}
          </FormAlert>
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
            title: 'Preferences Saved',
            description:
              next.smsOptIn && next.smsAvailable
                ? 'We will text you as well as emailing you.'
                : 'We will email you; no text messages.',
            variant: 'success',
          });
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError, ['phone', 'smsOptIn'] as const);
          toast({
            title: 'Failed to save preferences',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-xl space-y-4">
      <FormField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        placeholder="07700 900123"
        hint="A UK mobile number, for example 07700 900123. Needed for text messages."
        optional
        error={errors.phone?.message}
        {...register('phone')}
      />
      <CheckboxField
        label="Text me as well as emailing me"
        disabled={!saved.smsAvailable}
        hint={saved.smsAvailable ? undefined : SMS_UNAVAILABLE_TEXT}
        error={errors.smsOptIn?.message}
        {...register('smsOptIn')}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Preferences'}
      </Button>
    </form>
  );
}
