import { m } from '@shared/i18n/messages';
import { METERS, nameKey, type Inspection } from '@shared/inspections';
import { Fact } from '@client/components/ui/fact';
import { FormAlert } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { formatLondonDateTime } from '@client/lib/format';
import { alarmKindText, itemConditionText, meterTermText } from '@client/lib/portal-labels';
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
        <Fact term={m.portal_inspection_property_term()}>
          {`${inspection.propertyTitle}, ${inspection.propertyAddress}`}
        </Fact>
        <Fact term={m.portal_inspection_contract_holder_term()}>
          {inspection.tenantName ?? m.portal_inspection_no_contract_holder()}
        </Fact>
        {inspection.completedAt && (
          <Fact term={m.portal_inspection_completed_term()}>
            {m.portal_inspection_completed_by({
              date: formatLondonDateTime(inspection.completedAt),
              name: inspection.completedByName ?? m.portal_inspection_the_agency(),
            })}
          </Fact>
        )}
        {METERS.map((meter) => (
          <Fact key={meter} term={meterTermText(meter)}>
            {inspection.meterReadings[meter] ?? m.portal_inspection_not_recorded()}
          </Fact>
        ))}
      </dl>
      {inspection.alarms.length > 0 && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{m.portal_inspection_alarm_tests()}</h4>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {inspection.alarms.map((a, i) => (
              <li key={i} className={a.working ? undefined : 'font-semibold text-red-800'}>
                {alarmKindText(a.kind)}, {a.location}:{' '}
                {a.working ? m.portal_inspection_alarm_working() : m.portal_inspection_alarm_not_working()}
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
                <span className="font-medium">{item.name}</span>: {itemConditionText(item.condition)}
                {item.notes ? `. ${item.notes}` : ''}
              </li>
            ))}
          </ul>
          <PhotoStrip
            photos={photosOf(room.name)}
            label={m.portal_inspection_photos_of({ room: room.name })}
          />
        </section>
      ))}
      <PhotoStrip photos={otherPhotos} label={m.portal_inspection_other_photos()} />
      {inspection.notes && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{m.portal_inspection_notes()}</h4>
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
    return <p className="text-sm text-slate-700">{m.portal_inspection_no_check_in()}</p>;
  if (checkIn.isPending) return <Loading label={m.portal_inspection_loading_check_in()} />;
  // A tenant may not see the check-in of a tenancy before theirs: the comparison is the landlord's then.
  if (checkIn.isError) return <FormAlert tone="info">{m.portal_inspection_check_in_hidden()}</FormAlert>;
  return <InspectionComparison checkIn={checkIn.data} checkOut={checkOut} />;
}
