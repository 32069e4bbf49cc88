import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  EPC_BANDS,
  LICENSING_AREAS,
  ROOM_KINDS,
  licensingAreaLabel,
  roomKindLabel,
  type RoomKind,
} from '@shared/properties';
import { FieldError, FormField } from '@client/components/ui/form-field';
import {
  CheckboxField,
  FieldGroup,
  LabelledOptions,
  SelectField,
  TextareaField,
} from '@client/components/ui/form-controls';
import { Label } from '@client/components/ui/label';
import { asksLicensingArea, type PropertyFormValues } from '../property-form';
import type { usePropertyForm } from './use-property-form';

interface GroupProps {
  register: UseFormRegister<PropertyFormValues>;
  errors: FieldErrors<PropertyFormValues>;
  watched: ReturnType<typeof usePropertyForm>['watched'];
}

/** Storeys and smoke alarms, gas, the rooms that need a CO alarm, and the EPC band. */
export function SafetyFields({ register, errors, watched: { storeyCount, rooms } }: GroupProps) {
  const roomsId = useId();
  const roomsError = errors.rooms?.message;
  const roomsDescribedBy = [`${roomsId}-hint`, roomsError ? `${roomsId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
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
          Tick each room with a boiler, cooker, fire or stove that burns gas, oil or solid fuel. Each of these
          rooms needs a carbon monoxide (CO) alarm.
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
  );
}

/** Who lives there, and (for a shared house) whether it is in a Cardiff licensing area. */
export function HmoFields({ register, errors, watched: { hmoOccupants, hmoHouseholds } }: GroupProps) {
  return (
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
          <LabelledOptions values={LICENSING_AREAS} labels={licensingAreaLabel} />
        </SelectField>
      )}
    </FieldGroup>
  );
}

/** Whether the property is on the website, and what the listing says. */
export function ListingFields({ register, errors, watched: { isListed } }: GroupProps) {
  return (
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
