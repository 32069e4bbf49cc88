import { errorMessage } from '@client/app/api-client';
import { CheckboxField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { useSetRemindersPaused } from '../api';

export const REMINDERS_HINT =
  'E-mails before the due date, then 1, 7, 14 and 21 days overdue. Pause them while a payment plan is agreed.';

/**
 * 'Send rent reminders' for one tenancy (checked = on). While the change is saving the box shows
 * the new value; it settles once the tenancy lists have refetched the server's.
 */
export function RemindersToggle({
  tenantId,
  tenantName,
  remindersPaused,
}: {
  tenantId: number;
  tenantName: string;
  remindersPaused: boolean;
}) {
  const setPaused = useSetRemindersPaused(tenantId);
  const paused = setPaused.isPending ? setPaused.variables : remindersPaused;

  const change = (on: boolean) =>
    setPaused.mutate(!on, {
      onSuccess: () =>
        toast({
          title: on ? 'Reminders On' : 'Reminders Paused',
          description: on
            ? `${tenantName} will get rent reminders again.`
            : `${tenantName} will get no rent reminders until you turn them back on.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to change rent reminders. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <CheckboxField
      label="Send rent reminders"
      hint={REMINDERS_HINT}
      checked={!paused}
      aria-busy={setPaused.isPending || undefined}
      onChange={(event) => {
        // One change at a time; a second click waits for the first to settle.
        if (!setPaused.isPending) change(event.target.checked);
      }}
    />
  );
}
