import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@client/lib/zod-resolver';
import {
  EPC_BANDS,
  LICENSING_AREAS,
  PROPERTY_STATUSES,
  ROOM_KINDS,
  licensingAreaLabel,
  propertyStatusLabel,
  roomKindLabel,
  type Property,
  type RoomKind,
} from '@shared/properties';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FieldError, FormField } from '@client/components/ui/form-field';
import { CheckboxField, FieldGroup, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toast-store';
import { useCreateProperty, useUpdateProperty } from '../api';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { listingBlocked } from '../compliance-blocked';
import {
  asksLicensingArea,
  formFieldFor,
  INPUT_FIELDS,
  PropertyFormSchema,
  propertyFormDefaults,
  type PropertyFormOutput,
  type PropertyFormValues,
} from '../property-form';
import { ComplianceBlockedAlert } from '@client/components/ui/compliance-blocked-alert';

/** SPEC.md §9: the dialog closes 300 ms after a successful save. */
export const PROPERTY_DIALOG_CLOSE_DELAY_MS = 300;

interface PropertyFormDialogProps {
  open: boolean;
  /** The property being edited; absent to add one. */
  property?: Property | null;
  onClose: () => void;
}

export function PropertyFormDialog({ open, property, onClose }: PropertyFormDialogProps) {
  const isEdit = !!property;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && (
        <DialogContent className="sm:max-w-2xl">
          <DialogTitle>{isEdit ? 'Edit Property' : 'Add Property'}</DialogTitle>
          <DialogDescription>
            {isEdit
              ? 'Update the details of this property. The monthly rent is in pounds.'
              : 'Enter the details of the property. The monthly rent is in pounds.'}
          </DialogDescription>
          <PropertyForm property={property ?? null} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The fields of the Add/Edit Property dialog, and what a refused save says. */
export function PropertyForm({
  property,
  onClose,
  initialBlocked = null,
}: {
  property: Property | null;
  onClose: () => void;
  /** A refusal to show from the start (render tests). */
  initialBlocked?: ComplianceBlocked | null;
}) {
  const isEdit = property !== null;
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const [closing, setClosing] = useState(false);
  const [blocked, setBlocked] = useState<ComplianceBlocked | null>(initialBlocked);
  const roomsId = useId();
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
  const storeyCount = Number.parseInt(storeys, 10);
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

  const roomsError = errors.rooms?.message;
  const roomsDescribedBy = [`${roomsId}-hint`, roomsError ? `${roomsId}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {blocked && <ComplianceBlockedAlert blocked={blocked} />}
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

      <FieldGroup legend="Safety compliance">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Storeys"
            optional
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Floors with rooms people use, including a loft room or basement. Left empty, it counts as one."
            error={errors.storeys?.message}
            {...register('storeys')}
          />
          <FormField
            label="Storeys with a working, interlinked smoke alarm"
            optional
            type="number"
            inputMode="numeric"
            min={0}
            max={Number.isFinite(storeyCount) && storeyCount > 0 ? storeyCount : undefined}
            step={1}
            hint="Mains-powered alarms linked so that one sets off all. Every storey needs one."
            error={errors.smokeAlarmStoreys?.message}
            {...register('smokeAlarmStoreys')}
          />
        </div>
        <CheckboxField
          label="The property has a gas supply"
          hint="A gas safety check is then needed every year."
          {...register('hasGasSupply')}
        />
        <fieldset aria-describedby={roomsDescribedBy} className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">
            Rooms with a gas, oil or solid-fuel appliance
          </legend>
          <p id={`${roomsId}-hint`} className="text-sm text-slate-600">
            Tick each room with a boiler, cooker, fire or stove that burns gas, oil or solid fuel. Each of
            these rooms needs a carbon monoxide (CO) alarm.
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {ROOM_KINDS.map((kind) => (
              <RoomChoiceRow key={kind} kind={kind} chosen={rooms[kind].chosen} register={register} />
            ))}
          </ul>
          <FieldError id={`${roomsId}-error`}>{roomsError}</FieldError>
        </fieldset>
        <SelectField
          label="EPC band"
          optional
          hint="For your records only: the checks and the listing use the band on the energy performance certificate in the Documents tab, and uploading one updates this."
          error={errors.epcBand?.message}
          {...register('epcBand')}
        >
          <option value="">Not known</option>
          {EPC_BANDS.map((band) => (
            <option key={band} value={band}>
              {band}
            </option>
          ))}
        </SelectField>
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
        {asksLicensingArea(hmoOccupants, hmoHouseholds) && (
          <SelectField
            label="Cardiff additional licensing area"
            optional
            hint="Cardiff Council licenses homes shared by 3 or more people from 2 or more households in these two areas."
            error={errors.licensingArea?.message}
            {...register('licensingArea')}
          >
            <option value="">Not answered yet</option>
            {LICENSING_AREAS.map((area) => (
              <option key={area} value={area}>
                {licensingAreaLabel[area]}
              </option>
            ))}
          </SelectField>
        )}
      </FieldGroup>

      <FieldGroup legend="Website listing">
        <CheckboxField
          label="List this property on the website"
          hint="Listing needs a valid energy performance certificate (band E or better) and your Rent Smart Wales registration."
          {...register('isListed')}
        />
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
  );
}

/** A room kind's checkbox and, once ticked, its own "CO alarm fitted" checkbox. */
function RoomChoiceRow({
  kind,
  chosen,
  register,
}: {
  kind: RoomKind;
  chosen: boolean;
  register: UseFormRegister<PropertyFormValues>;
}) {
  const id = useId();
  const label = roomKindLabel[kind];
  return (
    <li className="rounded-md border border-slate-200 p-2">
      <div className="flex items-start gap-2">
        <input
          id={`${id}-room`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
          {...register(`rooms.${kind}.chosen`)}
        />
        <Label htmlFor={`${id}-room`} className="font-normal">
          {label}
        </Label>
      </div>
      {chosen && (
        <div className="mt-2 ml-6 flex items-start gap-2">
          <input
            id={`${id}-co`}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            {...register(`rooms.${kind}.hasCoAlarm`)}
          />
          <Label htmlFor={`${id}-co`} className="font-normal">
            CO alarm fitted<span className="sr-only"> in the {label.toLowerCase()}</span>
          </Label>
        </div>
      )}
    </li>
  );
}
