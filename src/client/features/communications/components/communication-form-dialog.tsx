import { useForm } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  COMMUNICATION_TYPES,
  DIRECTIONS,
  communicationTypeLabel,
  directionLabel,
  type Communication,
} from '@shared/communications';
import { errorMessage } from '@client/app/api-client';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  FormFooter,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { useLogCommunication, useUpdateCommunication } from '../api';
import {
  COMMUNICATION_FIELDS,
  CommunicationFormSchema,
  communicationFormDefaults,
  type CommunicationFormOutput,
  type CommunicationFormValues,
} from '../communication-form';

interface CommunicationFormDialogProps {
  open: boolean;
  tenantId: number;
  propertyId: number;
  tenantName: string;
  communication?: Communication | null;
  onClose: () => void;
}

/** Log a communication with a tenant, or edit one. */
export function CommunicationFormDialog({ open, onClose, ...props }: CommunicationFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && <CommunicationFormContent onClose={onClose} {...props} />}
    </Dialog>
  );
}

function CommunicationFormContent({
  tenantId,
  propertyId,
  tenantName,
  communication,
  onClose,
}: Omit<CommunicationFormDialogProps, 'open'>) {
  const isEdit = !!communication;
  const log = useLogCommunication();
  const update = useUpdateCommunication();
  const saving = log.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CommunicationFormValues, unknown, CommunicationFormOutput>({
    resolver: zodResolver(CommunicationFormSchema),
    defaultValues: communicationFormDefaults(communication),
  });

  const onSubmit = (input: CommunicationFormOutput) => {
    const onError = (error: unknown) => {
      applyServerFieldErrors(error, setError, COMMUNICATION_FIELDS);
      toast({
        title: 'Error',
        description: errorMessage(
          error,
          isEdit
            ? 'Failed to update communication. Please try again.'
            : 'Failed to log communication. Please try again.',
        ),
        variant: 'destructive',
      });
    };
    const onSuccess = () => {
      toast({
        title: isEdit ? 'Communication Updated' : 'Communication Logged',
        description: isEdit
          ? 'The communication has been updated.'
          : `The communication with ${tenantName} has been logged.`,
        variant: 'success',
      });
      onClose();
    };
    if (communication) update.mutate({ id: communication.id, input }, { onSuccess, onError });
    else log.mutate({ ...input, tenantId, propertyId }, { onSuccess, onError });
  };

  return (
    <DialogContent className="sm:max-w-xl">
      <DialogTitle>{isEdit ? 'Edit Communication' : 'Log Communication'}</DialogTitle>
      <DialogDescription>
        {isEdit
          ? `Update this record of contact with ${tenantName}.`
          : `Record a call, e-mail, visit or letter with ${tenantName}.`}
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Type"
            error={errors.communicationType?.message}
            {...register('communicationType')}
          >
            <LabelledOptions values={COMMUNICATION_TYPES} labels={communicationTypeLabel} />
          </SelectField>
          <SelectField label="Direction" error={errors.direction?.message} {...register('direction')}>
            <LabelledOptions values={DIRECTIONS} labels={directionLabel} />
          </SelectField>
        </div>
        <FormField
          label="Subject"
          autoComplete="off"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextareaField label="Content" rows={5} error={errors.content?.message} {...register('content')} />
        <FormField
          label="Date and time"
          type="datetime-local"
          error={errors.date?.message}
          {...register('date')}
        />
        <FormField
          label="Attachment URL"
          optional
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.attachmentUrl?.message}
          {...register('attachmentUrl')}
        />
        <FormFooter
          onCancel={onClose}
          busy={saving}
          submitLabel={isEdit ? 'Save Changes' : 'Log Communication'}
        />
      </form>
    </DialogContent>
  );
}
