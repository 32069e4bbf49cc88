import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import { EPC_BANDS, PROPERTY_STATUSES, propertyStatusLabel, type Property } from '@shared/properties';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { CheckboxField, FieldGroup, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { toast } from '@client/components/ui/toast-store';
import { useCreateProperty, useUpdateProperty } from '../api';
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

interface PropertyFormDialogProps {
  open: boolean;
  /** The property being edited; absent to add one. */
  property?: Property | null;
  onClose: () => void;
}

export function PropertyFormDialog({ open, property, onClose }: PropertyFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && <PropertyFormContent property={property ?? null} onClose={onClose} />}
    </Dialog>
  );
}

function PropertyFormContent({ property, onClose }: { property: Property | null; onClose: () => void }) {
  const isEdit = property !== null;
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [closing, setClosing] = useState(false);
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
  const isListed = useWatch({ control, name: 'isListed' });
  const saving = create.isPending || update.isPending;

  // Saved: close after the delay (cleared if the dialog goes away first).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => onCloseRef.current(), PROPERTY_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const onSubmit = (input: PropertyFormOutput) => {
    const failureTitle = isEdit ? 'Failed to Update Property' : 'Failed to Add Property';
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
        if (isApiError(error)) {
          let first = true;
          for (const field of INPUT_FIELDS) {
            const message = error.fields[field];
            if (!message) continue;
            setError(formFieldFor(field), { type: 'server', message }, { shouldFocus: first });
            first = false;
          }
        }
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

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogTitle>{isEdit ? 'Edit Property' : 'Add Property'}</DialogTitle>
      <DialogDescription>
        {isEdit
          ? 'Update the details of this property. The monthly rent is in pounds.'
          : 'Enter the details of the property. The monthly rent is in pounds.'}
      </DialogDescription>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField label="Title" error={errors.title?.message} {...register('title')} />
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {PROPERTY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {propertyStatusLabel[status]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Address"
          autoComplete="off"
          error={errors.address?.message}
          {...register('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="City" autoComplete="off" error={errors.city?.message} {...register('city')} />
          <FormField
            label="Postcode"
            autoComplete="off"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </div>
        <TextareaField
          label="Description"
          rows={4}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Bedrooms"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.bedroomCount?.message}
            {...register('bedroomCount')}
          />
          <FormField
            label="Bathrooms"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.bathroomCount?.message}
            {...register('bathroomCount')}
          />
          <FormField
            label="Monthly Rent (£)"
            inputMode="decimal"
            hint="In pounds, for example 1,234.56"
            error={errors.rent?.message}
            {...register('rent')}
          />
          <FormField
            label="Square Feet"
            optional
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.squareFeet?.message}
            {...register('squareFeet')}
          />
        </div>

        <FieldGroup legend="Safety Compliance">
          <CheckboxField label="Smoke alarms fitted" {...register('hasSmokeAlarms')} />
          <CheckboxField label="Carbon monoxide alarms fitted" {...register('hasCOAlarms')} />
        </FieldGroup>

        <FieldGroup legend="Building and energy">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Storeys"
              optional
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              error={errors.storeys?.message}
              {...register('storeys')}
            />
            <SelectField label="EPC band" optional error={errors.epcBand?.message} {...register('epcBand')}>
              <option value="">Not known</option>
              {EPC_BANDS.map((band) => (
                <option key={band} value={band}>
                  {band}
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField label="The property has a gas supply" {...register('hasGasSupply')} />
          <FormField
            label="Rooms with a combustion appliance"
            optional
            autoComplete="off"
            hint="Separate rooms with commas, for example Kitchen, Living room"
            error={errors.combustionRooms?.message}
            {...register('combustionRooms')}
          />
        </FieldGroup>

        <FieldGroup legend="House in multiple occupation (HMO)">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Occupants"
              optional
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.hmoOccupants?.message}
              {...register('hmoOccupants')}
            />
            <FormField
              label="Households"
              optional
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              error={errors.hmoHouseholds?.message}
              {...register('hmoHouseholds')}
            />
          </div>
        </FieldGroup>

        <FieldGroup legend="Website listing">
          <CheckboxField label="List this property on the website" {...register('isListed')} />
          <TextareaField
            label="Listing description"
            optional
            rows={3}
            hint={isListed ? 'Shown on the public listing.' : 'Used when the property is listed.'}
            error={errors.listingDescription?.message}
            {...register('listingDescription')}
          />
          <FormField
            label="Available from"
            optional
            type="date"
            error={errors.availableFrom?.message}
            {...register('availableFrom')}
          />
        </FieldGroup>

        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || closing}>
            {saving ? 'Saving…' : isEdit ? 'Save Changes' : 'Add Property'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
