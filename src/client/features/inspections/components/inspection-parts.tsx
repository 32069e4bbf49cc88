import { m } from '@shared/i18n/messages';
import {
  compareInspections,
  type Inspection,
  type InspectionStatus,
  type ItemCondition,
} from '@shared/inspections';
import { Badge } from '@client/components/ui/badge';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatLondonDateTime } from '@client/lib/format';
import {
  conditionChangeText,
  inspectionKindText,
  inspectionStatusText,
  itemConditionText,
} from '@client/lib/portal-labels';

const statusVariant: Record<InspectionStatus, 'neutral' | 'success' | 'warning'> = {
  scheduled: 'warning',
  completed: 'success',
  cancelled: 'neutral',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <Badge variant={statusVariant[status]}>{inspectionStatusText(status)}</Badge>;
}

/** "Check-in inspection, Tuesday 1 July 2026, 10:00" */
export const inspectionTitle = (i: Pick<Inspection, 'type' | 'scheduledAt'>) =>
  `${inspectionKindText(i.type)}, ${formatLondonDateTime(i.scheduledAt)}`;

/** The PDF report: a plain link, so the session cookie goes with it. */
export function ReportLink({ inspection, className }: { inspection: Inspection; className?: string }) {
  return (
    <a
      href={inspection.reportUrl}
      download
      className={className ?? 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'}
    >
      {m.portal_inspection_download_report()}
      <span className="sr-only">
        {' '}
        {m.portal_inspection_report_for({ title: inspectionTitle(inspection).toLowerCase() })}
      </span>
    </a>
  );
}

/** Thumbnails of photos, each opening the full image. */
export function PhotoStrip({
  photos,
  label,
  onDelete,
}: {
  photos: Inspection['photos'];
  label: string;
  onDelete?: ((photoId: number) => void) | undefined;
}) {
  if (!photos.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {photos.map((photo) => {
        const alt = [photo.room, photo.item, photo.caption].filter(Boolean).join(', ');
        return (
          <li key={photo.id} className="w-28 space-y-1">
            <a href={photo.url} target="_blank" rel="noreferrer" className="block">
              <img
                src={photo.url}
                alt={m.portal_inspection_photo_alt({ description: alt })}
                loading="lazy"
                className="h-20 w-28 rounded border border-slate-200 object-cover"
              />
            </a>
            <p className="truncate text-xs text-slate-700">{photo.item ?? photo.room}</p>
            {onDelete && (
              <button
                type="button"
                className="text-xs font-medium text-red-700 underline"
                onClick={() => onDelete(photo.id)}
              >
                {m.portal_remove()}
                <span className="sr-only"> {m.portal_inspection_remove_photo_sr({ description: alt })}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const condition = (c: ItemCondition | null) => (c ? itemConditionText(c) : '—');

/** The check-out beside its check-in, item by item: what the deposit conversation starts from. */
export function InspectionComparison({ checkIn, checkOut }: { checkIn: Inspection; checkOut: Inspection }) {
  const rows = compareInspections(checkIn, checkOut);
  return (
    <section aria-label={m.portal_inspection_compared_label()} className="space-y-2">
      <h4 className="text-base font-semibold text-slate-900">{m.portal_inspection_compared_heading()}</h4>
      <p className="text-sm text-slate-700">
        {m.portal_inspection_compared_intro({ date: formatLondonDateTime(checkIn.scheduledAt) })}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{m.portal_inspection_compared_none()}</p>
      ) : (
        <Table label={m.portal_inspection_compared_table()}>
          <TableColumns
            names={[
              m.portal_inspection_col_room(),
              m.portal_inspection_col_item(),
              m.portal_inspection_col_check_in(),
              m.portal_inspection_col_check_out(),
              m.portal_inspection_col_change(),
            ]}
          />
          <TableBody>
            {rows.map((r) => (
              <TableRow
                key={`${r.room}|${r.item}`}
                className={r.change === 'worse' ? 'bg-red-50' : undefined}
              >
                <TableCell>{r.room}</TableCell>
                <TableCell>{r.item}</TableCell>
                <TableCell>
                  {condition(r.before)}
                  {r.beforeNotes && <span className="block text-xs text-slate-700">{r.beforeNotes}</span>}
                </TableCell>
                <TableCell>
                  {condition(r.after)}
                  {r.afterNotes && <span className="block text-xs text-slate-700">{r.afterNotes}</span>}
                </TableCell>
                <TableCell className={r.change === 'worse' ? 'font-semibold text-red-800' : undefined}>
                  {conditionChangeText(r.change)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
