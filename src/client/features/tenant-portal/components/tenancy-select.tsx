import { m } from '@shared/i18n/messages';
import type { TenantTenancy } from '@shared/tenant-portal';
import { SelectField } from '@client/components/ui/form-controls';
import { formatLongDate } from '@client/lib/format';

/** 'Flat 2, Marine Court: 1 June 2026 to 31 May 2027 (past)'. */
export function tenancyOptionLabel(tenancy: TenantTenancy): string {
  const dates = m.portal_dates_range({
    start: formatLongDate(tenancy.leaseStart),
    end: formatLongDate(tenancy.leaseEnd),
  });
  const label = `${tenancy.propertyTitle}: ${dates}`;
  return tenancy.status === 'past' ? m.portal_tenancy_option_past({ label }) : label;
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
      label={m.portal_tenancy_select_label()}
      hint={m.portal_tenancy_select_hint()}
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
