import { useState } from 'react';
import { m } from '@shared/i18n/messages';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { Button } from '@client/components/ui/button';
import { useTenantInspections } from '../api';
import { InspectionDetails } from './inspection-details';
import { InspectionStatusBadge, inspectionTitle, ReportLink } from './inspection-parts';

/**
 * The tenant portal's Inspections tab: visits booked at their home and the reports of those done
 * (the check-out beside the check-in), with photos and the PDF.
 */
export function TenantInspectionsSection({ tenancyId }: { tenancyId: number | undefined }) {
  const inspections = useTenantInspections(tenancyId);
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = inspections.data?.items ?? [];
  return (
    <section aria-labelledby="tenant-inspections-heading" className="space-y-4">
      <h2 id="tenant-inspections-heading" className="text-xl font-semibold text-slate-900">
        {m.portal_tab_inspections()}
      </h2>
      <p className="text-sm text-slate-700">{m.portal_inspections_intro()}</p>
      {inspections.isPending ? (
        <Loading label={m.portal_inspections_loading()} />
      ) : inspections.isError ? (
        <FormAlert>{m.portal_inspections_error()}</FormAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
          {m.portal_inspections_none()}
        </p>
      ) : (
        <ul className="space-y-3">
          {rows.map((i) => {
            const open = openId === i.id;
            return (
              <li key={i.id} className="space-y-3 rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">{inspectionTitle(i)}</span>
                  <InspectionStatusBadge status={i.status} />
                </div>
                {i.status === 'completed' && (
                  <div className="flex flex-wrap items-center gap-3">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={open}
                      onClick={() => setOpenId(open ? null : i.id)}
                    >
                      {open ? m.portal_inspection_hide_report() : m.portal_inspection_view_report()}
                      <span className="sr-only">
                        {' '}
                        {m.portal_inspection_report_of({ title: inspectionTitle(i).toLowerCase() })}
                      </span>
                    </Button>
                    <ReportLink inspection={i} />
                  </div>
                )}
                {open && <InspectionDetails inspection={i} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
