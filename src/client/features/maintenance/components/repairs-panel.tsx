import { useId, useState } from 'react';
import { AlertTriangle, Wrench } from 'lucide-react';
import { maintenanceCategoryLabel, type MaintenanceRequest } from '@shared/maintenance';
import { formatPence } from '@shared/money';
import type { Property } from '@shared/properties';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Pager } from '@client/components/ui/pager';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatDateGB } from '@client/lib/format';
import { usePropertyRepairs } from '../api';
import { isOpenRepair, repairAge } from '../repair-age';
import { ManageRepairDialog } from './manage-repair-dialog';
import { FitnessBadge, PriorityBadge, RepairStatusBadge } from './repair-badges';

export const REPAIRS_PAGE_SIZE = 20;

export const FITNESS_BANNER_TEXT =
  'Fitness for human habitation: rent is not payable while the home is unfit, and you cannot serve a section 173 notice while this is open.';

function Missing({ what }: { what: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </>
  );
}

/**
 * The Repairs tab of one property: the tenants' requests, fitness-for-habitation matters first,
 * each opening 'Manage repair'. `landlordId` is set when an admin works for the property's
 * landlord, so the contractor choice comes from that landlord's directory.
 */
export function RepairsPanel({
  property,
  landlordId,
}: {
  property: Pick<Property, 'id' | 'title'>;
  landlordId?: number | undefined;
}) {
  const [offset, setOffset] = useState(0);
  const [managing, setManaging] = useState<MaintenanceRequest | null>(null);
  const repairs = usePropertyRepairs(property.id, { limit: REPAIRS_PAGE_SIZE, offset });
  // Fitness matters come first, so the first page answers whether one is open wherever the list is paged to.
  const firstPage = usePropertyRepairs(property.id, { limit: REPAIRS_PAGE_SIZE, offset: 0 });
  const rows = repairs.data?.items ?? [];
  const total = repairs.data?.total ?? 0;
  const hasOpenFitnessMatter = [...rows, ...(firstPage.data?.items ?? [])].some(
    (r) => r.fitnessMatter && isOpenRepair(r.status),
  );

  return (
    <div className="space-y-4">
      {hasOpenFitnessMatter && <FitnessBanner />}
      <p className="text-sm text-slate-700">
        Repairs reported by the tenants of {property.title}. Each has a response target: emergencies made safe
        within 24 hours, urgent repairs within 5 working days, routine ones within 20.
      </p>

      {repairs.isPending ? (
        <Loading label="Loading repairs..." />
      ) : repairs.isError ? (
        <FormAlert>Error loading repairs</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          No repair requests for this property
        </p>
      ) : (
        <>
          <RepairsTable repairs={rows} label={`Repairs for ${property.title}`} onManage={setManaging} />
          {total > REPAIRS_PAGE_SIZE && (
            <Pager
              label={`Repair pages for ${property.title}`}
              noun={['repair', 'repairs']}
              offset={offset}
              pageSize={REPAIRS_PAGE_SIZE}
              shown={rows.length}
              total={total}
              onOffsetChange={setOffset}
            />
          )}
        </>
      )}

      <ManageRepairDialog request={managing} landlordId={landlordId} onClose={() => setManaging(null)} />
    </div>
  );
}

/** WALES.md FFHH: no rent is payable while unfit, and a section 173 notice is blocked while open. */
export function FitnessBanner() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-red-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h5 id={headingId} className="font-semibold">
          An open repair is a fitness for habitation matter
        </h5>
        <p className="mt-1 text-sm">{FITNESS_BANNER_TEXT}</p>
      </div>
    </section>
  );
}

export function RepairsTable({
  repairs,
  label,
  onManage,
  now = new Date(),
}: {
  repairs: readonly MaintenanceRequest[];
  label: string;
  onManage: (request: MaintenanceRequest) => void;
  now?: Date;
}) {
  return (
    <Table label={label}>
      <TableColumns
        names={['Repair', 'Category', 'Priority', 'Status', 'Reported', 'Target', 'Contractor', 'Cost']}
        actions
      />
      <TableBody>
        {repairs.map((request) => {
          const age = repairAge(request, now);
          return (
            <TableRow key={request.id}>
              <TableCell className="min-w-48">
                <span className="block font-medium break-words text-slate-900">{request.title}</span>
                <span className="block text-xs text-slate-600">{request.tenantName}</span>
                {request.fitnessMatter && (
                  <span className="mt-1 block">
                    <FitnessBadge />
                  </span>
                )}
              </TableCell>
              <TableCell>{maintenanceCategoryLabel[request.category] ?? request.category}</TableCell>
              <TableCell>
                <PriorityBadge priority={request.priority} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <RepairStatusBadge status={request.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <time dateTime={request.date}>{formatDateGB(request.date)}</time>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {age ? (
                  <span className={age.isLate ? 'font-semibold text-red-800' : undefined}>{age.text}</span>
                ) : (
                  <Missing what="Closed" />
                )}
              </TableCell>
              <TableCell>
                {request.contractor ? (
                  <span className="break-words">{request.contractor.name}</span>
                ) : (
                  <Missing what="No contractor" />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {request.cost === null ? <Missing what="No cost recorded" /> : formatPence(request.cost)}
              </TableCell>
              <TableCell>
                <Button size="sm" variant="outline" onClick={() => onManage(request)}>
                  <Wrench aria-hidden="true" />
                  Manage<span className="sr-only">{` repair "${request.title}"`}</span>
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
