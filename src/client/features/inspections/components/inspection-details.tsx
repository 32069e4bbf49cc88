import {
  alarmKindLabel,
  itemConditionLabel,
  METERS,
  meterLabel,
  nameKey,
  type Inspection,
} from '@shared/inspections';
import { Fact } from '@client/components/ui/fact';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { formatLondonDateTime } from '@client/lib/format';
import { useInspection } from '../api';
import { InspectionComparison, PhotoStrip } from './inspection-parts';

/** An inspection read-only, room by room (the tenant's view, and a completed one for the landlord). */
export function InspectionDetails({ inspection }: { inspection: Inspection }) {
  const photosOf = (room: string) => inspection.photos.filter((p) => nameKey(p.room) === nameKey(room));
  const roomKeys = new Set(inspection.rooms.map((r) => nameKey(r.name)));
  const otherPhotos = inspection.photos.filter((p) => !roomKeys.has(nameKey(p.room)));
  return (
    <div className="space-y-4">
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Fact term="Property:">{`${inspection.propertyTitle}, ${inspection.propertyAddress}`}</Fact>
        <Fact term="Contract-holder:">{inspection.tenantName ?? 'None (empty home)'}</Fact>
        {inspection.completedAt && (
          <Fact term="Completed:">{`${formatLondonDateTime(inspection.completedAt)} by ${inspection.completedByName ?? 'the agency'}`}</Fact>
        )}
        {METERS.map((m) => (
          <Fact key={m} term={`${meterLabel[m]} meter:`}>
            {inspection.meterReadings[m] ?? 'Not recorded'}
          </Fact>
        ))}
      </dl>
      {inspection.alarms.length > 0 && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">Alarm tests</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {inspection.alarms.map((a, i) => (
              <li key={i} className={a.working ? undefined : 'font-semibold text-red-800'}>
                {alarmKindLabel[a.kind]}, {a.location}: {a.working ? 'working' : 'not working'}
              </li>
            ))}
          </ul>
        </div>
      )}
      {inspection.rooms.map((room, r) => (
        <section key={r} aria-label={room.name} className="space-y-2 rounded-md border border-slate-200 p-3">
          <h4 className="text-base font-semibold text-slate-900">{room.name}</h4>
          {room.notes && <p className="text-sm text-slate-700">{room.notes}</p>}
          <ul className="space-y-1 text-sm text-slate-800">
            {room.items.map((item, i) => (
              <li key={i}>
                <span className="font-medium">{item.name}</span>: {itemConditionLabel[item.condition]}
                {item.notes ? `. ${item.notes}` : ''}
              </li>
            ))}
          </ul>
          <PhotoStrip photos={photosOf(room.name)} label={`Photos of ${room.name}`} />
        </section>
      ))}
      <PhotoStrip photos={otherPhotos} label="Other photos" />
      {inspection.notes && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">Notes</h4>
          <p className="text-sm whitespace-pre-line text-slate-800">{inspection.notes}</p>
        </div>
      )}
      {inspection.type === 'check_out' && <CheckInComparison checkOut={inspection} />}
    </div>
  );
}

/** The check-out's check-in, fetched, beside it. */
export function CheckInComparison({ checkOut }: { checkOut: Inspection }) {
  const checkIn = useInspection(checkOut.checkInId);
  if (!checkOut.checkInId)
    return <p className="text-sm text-slate-700">No completed check-in of this home to compare with.</p>;
  if (checkIn.isPending) return <Loading label="Loading the check-in..." />;
  // A tenant may not see the check-in of a tenancy before theirs: the comparison is the landlord's then.
  if (checkIn.isError)
    return <FormAlert tone="info">The check-in inspection cannot be shown here.</FormAlert>;
  return <InspectionComparison checkIn={checkIn.data} checkOut={checkOut} />;
}
