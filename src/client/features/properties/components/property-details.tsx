import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import {
  bathroomsLabel,
  bedroomsLabel,
  licensingAreaLabel,
  roomKindLabel,
  type Property,
  type RoomKind,
} from '@shared/properties';
import { formatPence } from '@shared/money';
import { Button } from '@client/components/ui/button';
import { formatDateGB } from '@client/lib/format';
import { alarmState } from '../alarm-state';
import { PhotoManager } from './photo-manager';

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function ComplianceItem({
  label,
  ok,
  status,
  action,
}: {
  label: string;
  ok: boolean;
  /** What is recorded, in words. */
  status: string;
  /** SPEC.md's "Action required" note, shown when not ok. */
  action: string;
}) {
  return (
    <li className="flex items-start gap-2">
      {ok ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      ) : (
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      )}
      <div>
        <p className="font-medium text-slate-900">
          {label}: {status}
        </p>
        {!ok && <p className="text-sm font-medium text-red-700">Action required: {action}</p>}
      </div>
    </li>
  );
}

const roomList = (rooms: readonly RoomKind[]) => rooms.map((room) => roomKindLabel[room] ?? room).join(', ');

/** The two alarm lines of the Details tab, judged from the storeys and rooms as the checks are. */
function AlarmItems({ property }: { property: Property }) {
  const alarms = alarmState(property);
  const storeyWord = alarms.storeys === 1 ? 'storey' : 'storeys';
  return (
    <>
      <ComplianceItem
        label="Smoke alarms"
        ok={alarms.smokeOk}
        status={
          alarms.smokeOk
            ? `On every storey (${alarms.withSmokeAlarm} of ${alarms.storeys})`
            : `On ${alarms.withSmokeAlarm} of ${alarms.storeys} ${storeyWord}${alarms.storeysRecorded ? '' : ' (storeys not recorded)'}`
        }
        action="fit a working, interlinked smoke alarm on every storey, then record it with Edit."
      />
      <ComplianceItem
        label="Carbon monoxide alarms"
        ok={alarms.coOk}
        status={
          alarms.rooms.length === 0
            ? 'No rooms with a gas, oil or solid-fuel appliance recorded'
            : alarms.coOk
              ? `In every room with an appliance (${roomList(alarms.rooms)})`
              : `Missing in ${roomList(alarms.roomsWithoutCoAlarm)}`
        }
        action={`fit a carbon monoxide alarm in ${roomList(alarms.roomsWithoutCoAlarm)}, then record it with Edit.`}
      />
    </>
  );
}

const combustionRoomsText = (property: Property) =>
  property.combustionRooms.length
    ? property.combustionRooms
        .map((r) => `${roomKindLabel[r.room] ?? r.room} (${r.hasCoAlarm ? 'CO alarm' : 'no CO alarm'})`)
        .join(', ')
    : 'None recorded';

const orNotRecorded = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? 'Not recorded' : value;

/** The Details tab of a property: description, tiles, compliance, Welsh fields, listing, photos. */
export function PropertyDetails({
  property,
  onEdit,
  onDelete,
}: {
  property: Property;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {property.title}</span>
        </Button>
        <Button variant="destructive" onClick={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {property.title}</span>
        </Button>
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">Description</h4>
        <p className="mt-1 whitespace-pre-line text-slate-800">{property.description}</p>
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Tile label="Bedrooms" value={bedroomsLabel(property.bedroomCount)} />
        <Tile label="Bathrooms" value={bathroomsLabel(property.bathroomCount)} />
        <Tile label="Monthly Rent" value={formatPence(property.price)} />
      </dl>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">Safety Compliance</h4>
        <ul className="mt-2 space-y-2">
          <AlarmItems property={property} />
        </ul>
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">Building, energy and occupancy</h4>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Row label="Square feet" value={orNotRecorded(property.squareFeet)} />
          <Row label="Storeys" value={orNotRecorded(property.storeys)} />
          <Row label="Gas supply" value={property.hasGasSupply ? 'Yes' : 'No'} />
          <Row label="Rooms with a gas, oil or solid-fuel appliance" value={combustionRoomsText(property)} />
          <Row label="EPC band (from the latest EPC)" value={orNotRecorded(property.epcBand)} />
          <Row label="HMO occupants" value={orNotRecorded(property.hmoOccupants)} />
          <Row label="HMO households" value={orNotRecorded(property.hmoHouseholds)} />
          <Row
            label="Cardiff licensing area"
            value={property.licensingArea ? licensingAreaLabel[property.licensingArea] : 'Not answered'}
          />
        </dl>
      </div>

      <div>
        <h4 className="text-lg font-semibold text-slate-900">Website listing</h4>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Row label="Listed on the website" value={property.isListed ? 'Yes' : 'No'} />
          <Row
            label="Available from"
            value={property.availableFrom ? formatDateGB(property.availableFrom) : 'Not set'}
          />
        </dl>
        {property.listingDescription && (
          <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{property.listingDescription}</p>
        )}
      </div>

      <PhotoManager propertyId={property.id} propertyTitle={property.title} photos={property.photos} />
    </div>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-100 py-1 sm:block">
      <dt className="text-slate-700">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
