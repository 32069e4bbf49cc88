import { useState, type FormEvent } from 'react';
import { todayInLondon } from '@shared/dates';
import {
  INSPECTION_TYPES,
  inspectionTypeLabel,
  nextPeriodicInspection,
  type Inspection,
  type InspectionType,
} from '@shared/inspections';
import type { Property } from '@shared/properties';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { CheckboxField, LabelledOptions, SelectField } from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { formatLongDate, formatLondonDateTime } from '@client/lib/format';
import { usePropertyInspections, useScheduleInspection } from '../api';
import { localInputIn, localInputToIso } from '../inspection-form';
import { InspectionEditor } from './inspection-editor';
import { InspectionStatusBadge, inspectionTitle, ReportLink } from './inspection-parts';

/**
 * A property's Inspections tab: when the next periodic visit is due, booking one (the tenant is
 * e-mailed the notice), the list, and each inspection opened to be filled in.
 */
export function InspectionsPanel({ property }: { property: Pick<Property, 'id' | 'title'> }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const list = usePropertyInspections(property.id);
  if (openId !== null) return <InspectionEditor id={openId} onBack={() => setOpenId(null)} />;
  const rows = list.data?.items ?? [];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Check-in, periodic and check-out inspections of {property.title}: each room, the meters and the smoke
        and carbon monoxide alarms, with photos and a PDF report.
      </p>
      {list.isSuccess && <PeriodicDue inspections={rows} />}
      <ScheduleForm propertyId={property.id} onBooked={setOpenId} />
      <section aria-labelledby="inspection-list-heading" className="space-y-3">
        <h4 id="inspection-list-heading" className="text-base font-semibold text-slate-900">
          Inspections
        </h4>
        {list.isPending ? (
          <Loading label="Loading inspections..." />
        ) : list.isError ? (
          <FormAlert>Error loading inspections</FormAlert>
        ) : rows.length === 0 ? (
          <p className="rounded-md border border-slate-200 p-6 text-center text-slate-700">
            No inspections booked for this property
          </p>
        ) : (
          <ul className="space-y-3">
            {rows.map((i) => (
              <InspectionRow key={i.id} inspection={i} onOpen={() => setOpenId(i.id)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function InspectionRow({ inspection, onOpen }: { inspection: Inspection; onOpen: () => void }) {
  const failing = inspection.alarms.filter((a) => !a.working).length;
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{inspectionTitle(inspection)}</span>
        <InspectionStatusBadge status={inspection.status} />
      </div>
      <p className="text-sm text-slate-700">
        {inspection.tenantName ? `Tenant: ${inspection.tenantName}` : 'Empty home'}
        {inspection.rooms.length > 0 && ` · ${count(inspection.rooms.length, 'room')}`}
        {inspection.photos.length > 0 && ` · ${count(inspection.photos.length, 'photo')}`}
      </p>
      {failing > 0 && (
        <p className="text-sm font-semibold text-red-800">
          {failing === 1 ? 'An alarm was' : `${failing} alarms were`} not working: the home is unfit until it
          is replaced.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" onClick={onOpen}>
          Open<span className="sr-only"> {inspectionTitle(inspection).toLowerCase()}</span>
        </Button>
        <ReportLink inspection={inspection} />
      </div>
    </li>
  );
}

/** "Next periodic inspection due": six months after the last visit. */
function PeriodicDue({ inspections }: { inspections: Inspection[] }) {
  const due = nextPeriodicInspection(inspections, todayInLondon());
  let text: string;
  if (due.bookedFor) text = `Next periodic inspection booked for ${formatLondonDateTime(due.bookedFor)}.`;
  else if (due.dueOn)
    text = `Next periodic inspection due ${formatLongDate(due.dueOn)}, six months after the last visit on ${formatLongDate(due.lastVisitOn)}.`;
  else if (due.lastVisitOn) text = 'The last inspection was a check-out: no periodic inspection is due.';
  else text = 'No inspection recorded yet. Book a check-in when a tenancy starts, then one every six months.';
  return (
    <p
      className={
        due.isOverdue
          ? 'rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900'
          : 'rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900'
      }
    >
      {due.isOverdue ? `Overdue: ${text}` : text}
    </p>
  );
}

function ScheduleForm({ propertyId, onBooked }: { propertyId: number; onBooked: (id: number) => void }) {
  const [type, setType] = useState<InspectionType>('periodic');
  const [when, setWhen] = useState(() => localInputIn(48));
  const [tenantAgreed, setTenantAgreed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const schedule = useScheduleInspection(propertyId);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const scheduledAt = localInputToIso(when);
    if (!scheduledAt) {
      setErrors({ scheduledAt: 'Please enter the date and time' });
      return;
    }
    setErrors({});
    schedule.mutate(
      { type, scheduledAt, tenantAgreed },
      {
        onSuccess: (created) => {
          toast({
            title: 'Inspection booked',
            description: created.tenantName
              ? `${created.tenantName} has been e-mailed the notice.`
              : undefined,
            variant: 'success',
          });
          onBooked(created.id);
        },
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
          else setAlert(errorMessage(error, 'The inspection could not be booked. Please try again.'));
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="book-inspection-heading" className="space-y-3">
      <h4 id="book-inspection-heading" className="text-base font-semibold text-slate-900">
        Book an inspection
      </h4>
      <FormAlert>{alert}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind of inspection"
          value={type}
          error={errors.type}
          onChange={(e) => setType(e.target.value as InspectionType)}
        >
          <LabelledOptions values={INSPECTION_TYPES} labels={inspectionTypeLabel} />
        </SelectField>
        <FormField
          label="Date and time"
          type="datetime-local"
          value={when}
          error={errors.scheduledAt}
          onChange={(e) => setWhen(e.target.value)}
          hint="The tenant is e-mailed now: the visit must be at least 24 hours away unless they agreed."
        />
      </div>
      <CheckboxField
        label="The tenant agreed to this time (shorter notice is allowed)"
        checked={tenantAgreed}
        onChange={(e) => setTenantAgreed(e.target.checked)}
      />
      <Button type="submit" disabled={schedule.isPending}>
        {schedule.isPending ? 'Booking...' : 'Book inspection'}
      </Button>
    </form>
  );
}
