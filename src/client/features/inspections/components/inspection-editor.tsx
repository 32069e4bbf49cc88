import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  ALARM_KINDS,
  alarmKindLabel,
  INSPECTION_STATUSES,
  ITEM_CONDITIONS,
  itemConditionLabel,
  METERS,
  meterLabel,
  nameKey,
  type Inspection,
  type InspectionStatus,
} from '@shared/inspections';
import { errorMessage, isApiError } from '@client/app/api-client';
import { Button } from '@client/components/ui/button';
import { FileField } from '@client/components/ui/file-field';
import {
  CheckboxField,
  FieldGroup,
  LabelledOptions,
  SelectField,
  TextareaField,
} from '@client/components/ui/form-controls';
import { FormAlert, FormField } from '@client/components/ui/form-field';
import { Loading } from '@client/components/ui/page';
import { toast } from '@client/components/ui/toast-store';
import { UploadProgress } from '@client/components/ui/upload-progress';
import {
  conflictingInspection,
  useDeleteInspectionPhoto,
  useInspection,
  useSaveInspection,
  useUploadInspectionPhoto,
} from '../api';
import {
  draftFrom,
  newAlarm,
  newItem,
  newRoom,
  SUGGESTED_ROOMS,
  toUpdateBody,
  type DraftRoom,
  type InspectionDraft,
} from '../inspection-form';
import { CheckInComparison } from './inspection-details';
import { InspectionStatusBadge, inspectionTitle, PhotoStrip, ReportLink } from './inspection-parts';

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/**
 * One inspection filled in room by room (a phone in one hand): rooms and their items with a
 * condition each, photos per room, meters, the alarm tests and notes. Saving sends the version
 * read; if someone else saved first, their version is loaded and the landlord is told.
 */
export function InspectionEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const inspection = useInspection(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="space-y-4">
      <Button variant="outline" size="sm" onClick={onBack}>
        Back to inspections
      </Button>
      {inspection.isPending ? (
        <Loading label="Loading the inspection..." />
      ) : inspection.isError ? (
        <FormAlert>Error loading the inspection</FormAlert>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
              {inspectionTitle(inspection.data)}
            </h3>
            <InspectionStatusBadge status={inspection.data.status} />
          </div>
          <p className="text-sm text-slate-700">
            {inspection.data.tenantName
              ? `Contract-holder: ${inspection.data.tenantName}.`
              : 'Nobody lives here at the moment.'}{' '}
            <ReportLink inspection={inspection.data} />
          </p>
          {inspection.data.status === 'cancelled' ? (
            <FormAlert tone="info">This inspection was cancelled.</FormAlert>
          ) : (
            <ChecklistForm key={inspection.data.id} inspection={inspection.data} />
          )}
          {inspection.data.type === 'check_out' && <CheckInComparison checkOut={inspection.data} />}
        </>
      )}
    </div>
  );
}

function ChecklistForm({ inspection }: { inspection: Inspection }) {
  const [draft, setDraft] = useState<InspectionDraft>(() => draftFrom(inspection));
  const [version, setVersion] = useState(inspection.version);
  const [status, setStatus] = useState<InspectionStatus>(inspection.status);
  const [alert, setAlert] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [newRoomName, setNewRoomName] = useState('');
  const save = useSaveInspection();
  const removePhoto = useDeleteInspectionPhoto(inspection.id);

  const update = (change: (d: InspectionDraft) => InspectionDraft) => setDraft((d) => change(d));
  const updateRoom = (key: string, change: (r: DraftRoom) => DraftRoom) =>
    update((d) => ({ ...d, rooms: d.rooms.map((r) => (r.key === key ? change(r) : r)) }));

  const submit = (nextStatus: InspectionStatus) => {
    setAlert(null);
    setFields({});
    save.mutate(
      { id: inspection.id, input: toUpdateBody(draft, nextStatus, version) },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          setStatus(saved.status);
          setDraft(draftFrom(saved));
          toast({
            title: saved.status === 'completed' ? 'Inspection completed' : 'Inspection saved',
            variant: 'success',
          });
        },
        onError: (error) => {
          const current = conflictingInspection(error);
          if (current) {
            setVersion(current.version);
            setStatus(current.status);
            setDraft(draftFrom(current));
          }
          if (isApiError(error)) setFields(error.fields);
          setAlert(errorMessage(error, 'The inspection could not be saved. Please try again.'));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(status);
  };
  const addRoom = (name: string) => {
    update((d) => ({ ...d, rooms: [...d.rooms, newRoom(name.trim())] }));
    setNewRoomName('');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Inspection checklist">
      <FormAlert>{alert}</FormAlert>
      {fields.rooms && <FormAlert>{fields.rooms}</FormAlert>}
      {fields.alarms && <FormAlert>{fields.alarms}</FormAlert>}

      <section aria-labelledby="rooms-heading" className="space-y-3">
        <h4 id="rooms-heading" className="text-base font-semibold text-slate-900">
          Rooms
        </h4>
        {draft.rooms.length === 0 && (
          <div className="flex flex-wrap gap-2">
            <span className="w-full text-sm text-slate-700">Start with the usual rooms:</span>
            {SUGGESTED_ROOMS.map((name) => (
              <Button key={name} type="button" variant="outline" size="sm" onClick={() => addRoom(name)}>
                Add {name}
              </Button>
            ))}
          </div>
        )}
        {draft.rooms.map((room, r) => (
          <RoomFields
            key={room.key}
            room={room}
            index={r}
            inspection={inspection}
            fields={fields}
            onChange={(change) => updateRoom(room.key, change)}
            onRemove={() => update((d) => ({ ...d, rooms: d.rooms.filter((x) => x.key !== room.key) }))}
            onRemovePhoto={(photoId) =>
              removePhoto.mutate(photoId, {
                onError: (error) => setAlert(errorMessage(error, 'The photo could not be removed.')),
              })
            }
          />
        ))}
        <div className="flex flex-wrap items-end gap-2">
          <FormField
            label="New room"
            value={newRoomName}
            onChange={(e) => setNewRoomName(e.target.value)}
            containerClassName="grow"
            maxLength={80}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={!newRoomName.trim()}
            onClick={() => addRoom(newRoomName)}
          >
            Add room
          </Button>
        </div>
      </section>

      <FieldGroup legend="Meter readings">
        <div className="grid gap-3 sm:grid-cols-3">
          {METERS.map((m) => (
            <FormField
              key={m}
              label={meterLabel[m]}
              optional
              inputMode="decimal"
              value={draft.meterReadings[m]}
              error={fields[`meterReadings.${m}`]}
              onChange={(e) =>
                update((d) => ({ ...d, meterReadings: { ...d.meterReadings, [m]: e.target.value } }))
              }
            />
          ))}
        </div>
      </FieldGroup>

      <FieldGroup legend="Smoke and carbon monoxide alarms">
        <p className="text-sm text-slate-700">
          Press each alarm's test button. A smoke alarm on every storey and a carbon monoxide alarm in every
          room with a gas, oil or solid-fuel appliance.
        </p>
        {draft.alarms.map((alarm, a) => (
          <div
            key={alarm.key}
            className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_1fr_auto_auto]"
          >
            <SelectField
              label={`Alarm ${a + 1}`}
              value={alarm.kind}
              onChange={(e) =>
                update((d) => ({
                  ...d,
                  alarms: d.alarms.map((x) =>
                    x.key === alarm.key ? { ...x, kind: e.target.value as typeof alarm.kind } : x,
                  ),
                }))
              }
            >
              <LabelledOptions values={ALARM_KINDS} labels={alarmKindLabel} />
            </SelectField>
            <FormField
              label={`Alarm ${a + 1} location`}
              value={alarm.location}
              maxLength={80}
              error={fields[`alarms.${a}.location`]}
              onChange={(e) =>
                update((d) => ({
                  ...d,
                  alarms: d.alarms.map((x) => (x.key === alarm.key ? { ...x, location: e.target.value } : x)),
                }))
              }
            />
            <CheckboxField
              label={`Alarm ${a + 1} works`}
              checked={alarm.working}
              containerClassName="self-end pb-2"
              onChange={(e) =>
                update((d) => ({
                  ...d,
                  alarms: d.alarms.map((x) =>
                    x.key === alarm.key ? { ...x, working: e.target.checked } : x,
                  ),
                }))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => update((d) => ({ ...d, alarms: d.alarms.filter((x) => x.key !== alarm.key) }))}
            >
              Remove alarm {a + 1}
            </Button>
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => update((d) => ({ ...d, alarms: [...d.alarms, newAlarm('smoke')] }))}
          >
            Add smoke alarm
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => update((d) => ({ ...d, alarms: [...d.alarms, newAlarm('carbon_monoxide')] }))}
          >
            Add carbon monoxide alarm
          </Button>
        </div>
      </FieldGroup>

      <TextareaField
        label="Notes"
        optional
        value={draft.notes}
        maxLength={4000}
        error={fields.notes}
        onChange={(e) => update((d) => ({ ...d, notes: e.target.value }))}
      />

      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value as InspectionStatus)}
        hint="Completing tells the tenant the report is ready; cancelling tells them the visit is off."
      >
        <LabelledOptions
          values={INSPECTION_STATUSES.filter((s) => inspection.status !== 'completed' || s !== 'cancelled')}
          labels={{ scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled' }}
        />
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save inspection'}
        </Button>
        {status !== 'completed' && (
          <Button
            type="button"
            variant="secondary"
            disabled={save.isPending}
            onClick={() => submit('completed')}
          >
            Save and complete
          </Button>
        )}
      </div>
    </form>
  );
}

function RoomFields({
  room,
  index,
  inspection,
  fields,
  onChange,
  onRemove,
  onRemovePhoto,
}: {
  room: DraftRoom;
  index: number;
  inspection: Inspection;
  fields: Record<string, string>;
  onChange: (change: (r: DraftRoom) => DraftRoom) => void;
  onRemove: () => void;
  onRemovePhoto: (photoId: number) => void;
}) {
  const label = room.name.trim() || `Room ${index + 1}`;
  const photos = inspection.photos.filter((p) => nameKey(p.room) === nameKey(room.name));
  const path = `rooms.${index}`;
  return (
    <FieldGroup legend={label}>
      <FormField
        label="Room name"
        value={room.name}
        maxLength={80}
        error={fields[`${path}.name`]}
        onChange={(e) => onChange((r) => ({ ...r, name: e.target.value }))}
      />
      <ul className="space-y-3">
        {room.items.map((item, i) => (
          <li
            key={item.key}
            className="grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_auto_1fr_auto]"
          >
            <FormField
              label={`${label}: item ${i + 1}`}
              value={item.name}
              maxLength={80}
              error={fields[`${path}.items.${i}.name`]}
              onChange={(e) =>
                onChange((r) => ({
                  ...r,
                  items: r.items.map((x) => (x.key === item.key ? { ...x, name: e.target.value } : x)),
                }))
              }
            />
            <SelectField
              label={`Condition of ${item.name.trim() || `item ${i + 1}`}`}
              value={item.condition}
              onChange={(e) =>
                onChange((r) => ({
                  ...r,
                  items: r.items.map((x) =>
                    x.key === item.key ? { ...x, condition: e.target.value as typeof item.condition } : x,
                  ),
                }))
              }
            >
              <LabelledOptions values={ITEM_CONDITIONS} labels={itemConditionLabel} />
            </SelectField>
            <FormField
              label={`Notes on ${item.name.trim() || `item ${i + 1}`}`}
              optional
              value={item.notes}
              maxLength={1000}
              onChange={(e) =>
                onChange((r) => ({
                  ...r,
                  items: r.items.map((x) => (x.key === item.key ? { ...x, notes: e.target.value } : x)),
                }))
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-end"
              onClick={() => onChange((r) => ({ ...r, items: r.items.filter((x) => x.key !== item.key) }))}
            >
              Remove
              <span className="sr-only">
                {' '}
                {item.name || `item ${i + 1}`} from {label}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => onChange((r) => ({ ...r, items: [...r.items, newItem()] }))}
      >
        Add item<span className="sr-only"> to {label}</span>
      </Button>
      <TextareaField
        label={`Notes on ${label}`}
        optional
        value={room.notes}
        maxLength={2000}
        onChange={(e) => onChange((r) => ({ ...r, notes: e.target.value }))}
      />
      <RoomPhotoUpload inspectionId={inspection.id} room={room} label={label} />
      <PhotoStrip photos={photos} label={`Photos of ${label}`} onDelete={onRemovePhoto} />
      <Button type="button" variant="outline" size="sm" onClick={onRemove}>
        Remove room<span className="sr-only"> {label}</span>
      </Button>
    </FieldGroup>
  );
}

/** A photo of the room, optionally of one item in it: uploaded as soon as it is chosen. */
function RoomPhotoUpload({
  inspectionId,
  room,
  label,
}: {
  inspectionId: number;
  room: DraftRoom;
  label: string;
}) {
  const [item, setItem] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadInspectionPhoto(inspectionId);
  const itemSelectId = useId();
  const items = room.items.map((i) => i.name.trim()).filter(Boolean);
  const choose = (file: File | null) => {
    setError(undefined);
    if (!file) return;
    if (!room.name.trim()) {
      setError('Name the room before adding photos of it.');
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, room: room.name.trim(), item: item || null, onProgress: setProgress },
      {
        onSuccess: () => toast({ title: 'Photo added', variant: 'success' }),
        onError: (e) =>
          setError(
            isApiError(e)
              ? (e.fields.file ?? e.fields.room ?? e.message)
              : errorMessage(e, 'The photo could not be added.'),
          ),
        onSettled: () => {
          setProgress(null);
          setInputKey((k) => k + 1);
        },
      },
    );
  };
  return (
    <div className="space-y-2 rounded-md bg-slate-50 p-3">
      {items.length > 0 && (
        <SelectField
          key={itemSelectId}
          label={`Photo of which item in ${label}`}
          optional
          value={item}
          onChange={(e) => setItem(e.target.value)}
        >
          <option value="">The room in general</option>
          {items.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      )}
      <FileField
        key={inputKey}
        label={`Add a photo of ${label}`}
        accept={PHOTO_TYPES}
        error={error}
        onChoose={choose}
      />
      {progress !== null && <UploadProgress value={progress} label={`Uploading the photo of ${label}`} />}
    </div>
  );
}
