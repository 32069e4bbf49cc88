import type { TenantTenancy } from '@shared/tenant-portal';
import { SelectField } from '@client/components/ui/form-controls';
import { formatLongDate } from '@client/lib/format';

/** 'Flat 2, Marine Court: 1 June 2026 to 31 May 2027 (past)'. */
export function tenancyOptionLabel(tenancy: TenantTenancy): string {
  const dates = `${formatLongDate(tenancy.leaseStart)} to ${formatLongDate(tenancy.leaseEnd)}`;
  return `${tenancy.propertyTitle}: ${dates}${tenancy.status === 'past' ? ' (past)' : ''}`;
}

/**
 * Which tenancy the dashboard shows, for a tenant who has had more than one (current first, as
 * the server lists them). Nothing to choose with one, so nothing is shown.
 */
export function TenancySelect({
  tenancies,
  value,
  onChange,
}: {
  tenancies: readonly TenantTenancy[];
  value: number | undefined;
  onChange: (tenancyId: number) => void;
}) {
  if (tenancies.length < 2) return null;
  return (
    <SelectField
      label="Tenancy"
      hint="Everything below is for the tenancy you choose."
      containerClassName="max-w-xl"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    >
      {tenancies.map((tenancy) => (
        <option key={tenancy.id} value={tenancy.id}>
          {tenancyOptionLabel(tenancy)}
        </option>
      ))}
    </SelectField>
  );
}
