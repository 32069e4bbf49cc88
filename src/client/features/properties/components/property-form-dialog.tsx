import { PROPERTY_STATUSES, propertyStatusLabel, type Property } from '@shared/properties';
import { ComplianceBlockedAlert } from '@client/components/ui/compliance-blocked-alert';
import { FormDialog, FormFooter } from '@client/components/ui/dialog';
import { LabelledOptions, SelectField, TextareaField } from '@client/components/ui/form-controls';
import { FormField } from '@client/components/ui/form-field';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { HmoFields, ListingFields, SafetyFields } from './property-form-fields';
import { usePropertyForm } from './use-property-form';

interface PropertyFormDialogProps {
  open: boolean;
  /** The property being edited; absent to add one. */
  property?: Property | null;
  onClose: () => void;
}

export function PropertyFormDialog({ open, property, onClose }: PropertyFormDialogProps) {
  const isEdit = !!property;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isEdit ? 'Edit Property' : 'Add Property'}
      description={
        isEdit
          ? 'Update the details of this property. The monthly rent is in pounds.'
          : 'Enter the details of the property. The monthly rent is in pounds.'
      }
      className="sm:max-w-2xl"
    >
      <PropertyForm property={property ?? null} onClose={onClose} />
    </FormDialog>
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
  const { isEdit, register, errors, watched, submit, saving, closing, blocked } = usePropertyForm(
    property,
    onClose,
    initialBlocked,
  );
  const fields = { register, errors, watched };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {blocked && <ComplianceBlockedAlert blocked={blocked} />}
      <FormField label="Title" error={errors.title?.message} {...register('title')} />
      <SelectField label="Status" error={errors.status?.message} {...register('status')}>
        <LabelledOptions values={PROPERTY_STATUSES} labels={propertyStatusLabel} />
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

      <SafetyFields {...fields} />
      <HmoFields {...fields} />
      <ListingFields {...fields} />

      <FormFooter
        onCancel={onClose}
        busy={saving}
        submitLabel={isEdit ? 'Save Changes' : 'Add Property'}
        submitDisabled={saving || closing}
      />
    </form>
  );
}
