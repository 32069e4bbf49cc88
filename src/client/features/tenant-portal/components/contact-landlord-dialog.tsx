import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { m } from '@shared/i18n/messages';
import { ContactLandlordSchema, type ContactLandlordInput } from '@shared/tenant-portal';
import { errorMessage } from '@client/app/api-client';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { TextareaField } from '@client/components/ui/form-controls';
import { FormField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useContactLandlord } from '../api';

type ContactOutput = z.output<typeof ContactLandlordSchema>;
const CONTACT_FIELDS = ['subject', 'message'] as const;

/** Contact Landlord: a message to the tenancy's landlord, kept with the tenancy's communications. */
export function ContactLandlordDialog({
  open,
  landlordName,
  onClose,
}: {
  open: boolean;
  landlordName: string;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={m.portal_contact_landlord_button()}
      description={m.portal_contact_description({ name: landlordName })}
      className="sm:max-w-xl"
    >
      <ContactLandlordForm onDone={onClose} />
    </FormDialog>
  );
}

/** The dialog's form (apart from the dialog, so it can be rendered on its own). */
export function ContactLandlordForm({ onDone }: { onDone: () => void }) {
  const send = useContactLandlord();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactLandlordInput, unknown, ContactOutput>({
    resolver: zodResolver(ContactLandlordSchema),
    defaultValues: { subject: '', message: '' },
  });

  const onSubmit = (input: ContactOutput) =>
    send.mutate(input, {
      onSuccess: (answer) => {
        toast({
          title: m.portal_contact_sent_title(),
          description: answer?.message || m.portal_contact_sent(),
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, CONTACT_FIELDS);
        toast({
          title: m.portal_contact_not_sent(),
          description: errorMessage(error, m.portal_contact_failed()),
          variant: 'destructive',
        });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        label={m.portal_contact_subject()}
        autoComplete="off"
        maxLength={150}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label={m.portal_contact_message()}
        rows={6}
        maxLength={4000}
        error={errors.message?.message}
        {...register('message')}
      />
      <FormFooter
        onCancel={onDone}
        busy={send.isPending}
        busyLabel={m.portal_contact_sending()}
        submitLabel={m.portal_contact_send()}
      />
    </form>
  );
}
