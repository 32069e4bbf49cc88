import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Property } from '@shared/properties';
import { errorMessage } from '@client/app/api-client';
import { toast } from '@client/components/ui/toast-store';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { applyServerFieldErrors } from '@client/lib/form-errors';
import { zodResolver } from '@client/lib/zod-resolver';
import { useCreateProperty, useUpdateProperty } from '../api';
import { listingBlocked } from '../compliance-blocked';
import {
  formFieldFor,
  INPUT_FIELDS,
  PropertyFormSchema,
  propertyFormDefaults,
  type PropertyFormOutput,
  type PropertyFormValues,
} from '../property-form';

/** SPEC.md §9: the dialog closes 300 ms after a successful save. */
export const PROPERTY_DIALOG_CLOSE_DELAY_MS = 300;

/**
 * The Add/Edit Property form's state: the fields, the answers the form shows or hides parts on,
 * and the save (a toast, then closing after the delay; a Welsh letting rule's refusal kept open).
 */
export function usePropertyForm(
  property: Property | null,
  onClose: () => void,
  initialBlocked: ComplianceBlocked | null,
) {
  const isEdit = property !== null;
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [closing, setClosing] = useState(false);
  const [blocked, setBlocked] = useState<ComplianceBlocked | null>(initialBlocked);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PropertyFormValues, unknown, PropertyFormOutput>({
    resolver: zodResolver(PropertyFormSchema),
    defaultValues: propertyFormDefaults(property),
  });
  const [isListed, storeys, rooms, hmoOccupants, hmoHouseholds] = useWatch({
    control,
    name: ['isListed', 'storeys', 'rooms', 'hmoOccupants', 'hmoHouseholds'],
  });
  const saving = create.isPending || update.isPending;

  // Saved: close after the delay (cleared if the dialog goes away first).
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(close, PROPERTY_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const onSubmit = (input: PropertyFormOutput) => {
    const failureTitle = isEdit ? 'Failed to Update Property' : 'Failed to Add Property';
    setBlocked(null);
    const handlers = {
      onSuccess: (saved: Property) => {
        toast({
          title: isEdit ? 'Property Updated' : 'Property Added',
          description: isEdit ? `"${saved.title}" has been updated.` : `"${saved.title}" has been added.`,
          variant: 'success',
        });
        setClosing(true);
      },
      onError: (error: unknown) => {
        // A Welsh letting rule refused the listing: the dialog explains itself and stays open.
        const refusal = listingBlocked(error);
        if (refusal) {
          setBlocked(refusal);
          return;
        }
        applyServerFieldErrors(error, setError, INPUT_FIELDS, formFieldFor);
        toast({
          title: failureTitle,
          description: errorMessage(error, 'An error occurred. Please try again.'),
          variant: 'destructive',
        });
      },
    };
    if (isEdit) update.mutate({ id: property.id, input }, handlers);
    else create.mutate(input, handlers);
  };

  return {
    isEdit,
    register,
    errors,
    watched: { isListed, storeyCount: Number.parseInt(storeys, 10), rooms, hmoOccupants, hmoHouseholds },
    submit: handleSubmit(onSubmit),
    saving,
    closing,
    blocked,
  };
}
