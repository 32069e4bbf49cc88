import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  CONTRACT_TYPES,
  DEPOSIT_SCHEMES,
  TENANT_STATUSES,
  TENANT_TYPES,
  contractTypeLabel,
  depositSchemeLabel,
  tenantStatusLabel,
  tenantTypeLabel,
} from '@shared/tenancies';
import { FormField } from '@client/components/ui/form-field';
import { FieldGroup, LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import type { TenantFormValues } from '../tenant-form';

interface GroupProps {
  register: UseFormRegister<TenantFormValues>;
  errors: FieldErrors<TenantFormValues>;
}

/** The tenancy's dates, contract, status and the tenant's role in it. */
export function TenancyFields({ register, errors, isFixedTerm }: GroupProps & { isFixedTerm: boolean }) {
  return (
    <FieldGroup legend="Tenancy">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Lease Start"
          type="date"
          error={errors.leaseStart?.message}
          {...register('leaseStart')}
        />
        <FormField label="Lease End" type="date" error={errors.leaseEnd?.message} {...register('leaseEnd')} />
        <FormField
          label="Occupation Date"
          optional
          type="date"
          hint="The day they may move in: the 14-day written statement clock starts here. Left empty, the lease start."
          error={errors.occupationDate?.message}
          {...register('occupationDate')}
        />
        <SelectField label="Contract Type" error={errors.contractType?.message} {...register('contractType')}>
          <LabelledOptions values={CONTRACT_TYPES} labels={contractTypeLabel} />
        </SelectField>
        {isFixedTerm && (
          <FormField
            label="Fixed-term End"
            type="date"
            error={errors.fixedTermEnd?.message}
            {...register('fixedTermEnd')}
          />
        )}
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          <LabelledOptions values={TENANT_STATUSES} labels={tenantStatusLabel} />
        </SelectField>
        <SelectField label="Tenant Type" error={errors.tenantType?.message} {...register('tenantType')}>
          <LabelledOptions values={TENANT_TYPES} labels={tenantTypeLabel} />
        </SelectField>
      </div>
    </FieldGroup>
  );
}

/** Rent (and, when it changes, from when) and the deposit and its protection. */
export function RentAndDepositFields({
  register,
  errors,
  asksRentStart,
}: GroupProps & { asksRentStart: boolean }) {
  return (
    <FieldGroup legend="Rent and deposit">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Monthly Rent (£)"
          inputMode="decimal"
          hint="In pounds, for example 950.00"
          error={errors.rent?.message}
          {...register('rent')}
        />
        {asksRentStart && (
          <FormField
            label="New rent starts on"
            optional
            type="date"
            hint="Rent already due does not change. On a periodic contract a rise needs two months' notice (RHW12) and 12 months since the last rise. Left empty, today."
            error={errors.rentEffectiveFrom?.message}
            {...register('rentEffectiveFrom')}
          />
        )}
        <FormField
          label="Last rent increase (before records here)"
          optional
          type="date"
          hint="The day the last rise took effect, if it was before this tenancy was recorded here: the next rise needs 12 months from it."
          error={errors.lastRentIncreaseOn?.message}
          {...register('lastRentIncreaseOn')}
        />
        <FormField
          label="Deposit (£)"
          optional
          inputMode="decimal"
          error={errors.deposit?.message}
          {...register('deposit')}
        />
        <SelectField
          label="Deposit Scheme"
          optional
          error={errors.depositScheme?.message}
          {...register('depositScheme')}
        >
          <option value="">None selected</option>
          <LabelledOptions values={DEPOSIT_SCHEMES} labels={depositSchemeLabel} />
        </SelectField>
        <FormField
          label="Deposit Scheme Reference"
          optional
          autoComplete="off"
          error={errors.depositSchemeRef?.message}
          {...register('depositSchemeRef')}
        />
        <FormField
          label="Deposit Paid Date"
          optional
          type="date"
          hint="The deposit must be protected, and its prescribed information given, within 30 days of this day."
          error={errors.depositPaidDate?.message}
          {...register('depositPaidDate')}
        />
      </div>
    </FieldGroup>
  );
}
