import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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
      title="Contact Landlord"
      description={
        <>
          Your message goes to {landlordName} by e-mail, and a copy is kept with your tenancy&apos;s records.
          To report a repair, use Report Issue instead so it can be tracked.
        </>
      }
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
          title: 'Message Sent',
          description: answer?.message || 'Your message has been sent to your landlord.',
          variant: 'success',
        });
        onDone();
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, CONTACT_FIELDS);
        toast({
          title: 'Message not sent',
          description: errorMessage(error, 'Failed to send your message. Please try again.'),
          variant: 'destructive',
        });
      },
    });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        label="Subject"
        autoComplete="off"
        maxLength={150}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label="Message"
        rows={6}
        maxLength={4000}
        error={errors.message?.message}
        {...register('message')}
      />
      <FormFooter onCancel={onDone} busy={send.isPending} busyLabel="Sending..." submitLabel="Send Message" />
    </form>
  );
}
