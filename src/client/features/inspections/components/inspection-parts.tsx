import {
  compareInspections,
  conditionChangeLabel,
  inspectionStatusLabel,
  inspectionTypeLabel,
  itemConditionLabel,
  type Inspection,
  type InspectionStatus,
  type ItemCondition,
} from '@shared/inspections';
import { Badge } from '@client/components/ui/badge';
import { Table, TableBody, TableCell, TableColumns, TableRow } from '@client/components/ui/table';
import { formatLondonDateTime } from '@client/lib/format';

const statusVariant: Record<InspectionStatus, 'neutral' | 'success' | 'warning'> = {
  scheduled: 'warning',
  completed: 'success',
  cancelled: 'neutral',
};

export function InspectionStatusBadge({ status }: { status: InspectionStatus }) {
  return <Badge variant={statusVariant[status]}>{inspectionStatusLabel[status]}</Badge>;
}

/** "Check-in inspection, Tuesday 1 July 2026, 10:00" */
export const inspectionTitle = (i: Pick<Inspection, 'type' | 'scheduledAt'>) =>
  `${inspectionTypeLabel[i.type]} inspection, ${formatLondonDateTime(i.scheduledAt)}`;

/** The PDF report: a plain link, so the session cookie goes with it. */
export function ReportLink({ inspection, className }: { inspection: Inspection; className?: string }) {
  return (
    <a
      href={inspection.reportUrl}
      download
      className={className ?? 'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900'}
    >
      Download report (PDF)
      <span className="sr-only"> for the {inspectionTitle(inspection).toLowerCase()}</span>
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
                alt={`Photo: ${alt}`}
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
                Remove<span className="sr-only"> photo: {alt}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

const condition = (c: ItemCondition | null) => (c ? itemConditionLabel[c] : '—');

/** The check-out beside its check-in, item by item: what the deposit conversation starts from. */
export function InspectionComparison({ checkIn, checkOut }: { checkIn: Inspection; checkOut: Inspection }) {
  const rows = compareInspections(checkIn, checkOut);
  return (
    <section aria-label="Check-in and check-out compared" className="space-y-2">
      <h4 className="text-base font-semibold text-slate-900">Compared with check-in</h4>
      <p className="text-sm text-slate-700">
        Check-in of {formatLondonDateTime(checkIn.scheduledAt)}. Items whose condition is worse are marked.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">Neither inspection lists any items yet.</p>
      ) : (
        <Table label="Check-in and check-out, item by item">
          <TableColumns names={['Room', 'Item', 'Check-in', 'Check-out', 'Change']} />
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
                  {conditionChangeLabel[r.change]}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
