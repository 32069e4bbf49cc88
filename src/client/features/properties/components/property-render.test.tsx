import { describe, expect, it } from 'vitest';
import type { Property } from '@shared/properties';
import type { ComplianceBlocked } from '@client/lib/compliance-blocked';
import { PropertyDetails } from './property-details';
import { PropertyForm } from './property-form-dialog';
import { renderJoined as render, text } from '@client/app/render-for-tests';

/** The id a label points at, and the element with it. */
const controlFor = (html: string, label: string) => {
  const match = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html);
  expect(match, label).not.toBeNull();
  const control = new RegExp(`<(input|select)[^>]*id="${match![1]}"[^>]*>`).exec(html);
  expect(control, label).not.toBeNull();
  return control![0];
};

const property = (overrides: Partial<Property> = {}): Property => ({
  id: 3,
  landlordId: 2,
  title: 'Terraced house, Cathays',
  address: '12 Heol y Felin',
  city: 'Cardiff',
  postcode: 'CF24 4AA',
  description: 'A bright three-bedroom terrace near the university.',
  bedroomCount: 3,
  bathroomCount: 1,
  price: 125_000,
  squareFeet: null,
  availableFrom: null,
  status: 'vacant',
  hasSmokeAlarms: false,
  hasCOAlarms: false,
  storeys: 2,
  smokeAlarmStoreys: 2,
  hasGasSupply: true,
  combustionRooms: [{ room: 'kitchen', hasCoAlarm: true }],
  licensingArea: null,
  epcBand: 'D',
  hmoOccupants: null,
  hmoHouseholds: null,
  isListed: false,
  listingDescription: null,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  photos: [],
  ...overrides,
});

describe('the property form, Safety compliance', () => {
  const html = render(<PropertyForm property={property()} onClose={() => {}} />);

  it('asks storeys, storeys with a smoke alarm (at most the storeys) and gas supply, each labelled', () => {
    expect(html).toContain(
      '<legend class="px-1 text-sm font-semibold text-slate-900">Safety compliance</legend>',
    );
    expect(controlFor(html, 'Storeys<')).toMatch(/type="number"[^>]*min="1"/);
    const smoke = controlFor(html, 'Storeys with a working, interlinked smoke alarm');
    expect(smoke).toContain('min="0"');
    expect(smoke).toContain('max="2"');
    expect(smoke).toMatch(/aria-describedby="[^"]+-hint"/);
    expect(controlFor(html, 'The property has a gas supply')).toContain('type="checkbox"');
    expect(html).not.toContain('Smoke alarms fitted');
    expect(html).not.toContain('Carbon monoxide alarms fitted');
  });

  // react-hook-form sets the saved values once mounted, so the render shows which rows are open.
  it('offers a checkbox per room kind, and "CO alarm fitted" only under a ticked room', () => {
    expect(html).toContain('Rooms with a gas, oil or solid-fuel appliance</legend>');
    for (const room of ['Kitchen', 'Living room', 'Boiler cupboard', 'Hallway or landing', 'Other room'])
      expect(controlFor(html, room)).toContain('type="checkbox"');
    expect(controlFor(html, 'Kitchen')).toContain('name="rooms.kitchen.chosen"');
    // One CO checkbox, named for its room to a screen reader.
    expect(html.match(/CO alarm fitted/g)).toHaveLength(1);
    expect(html).toContain('CO alarm fitted<span class="sr-only"> in the kitchen</span>');
    expect(controlFor(html, 'CO alarm fitted')).toContain('name="rooms.kitchen.hasCoAlarm"');
    // The room group's hint is tied to the group.
    expect(html).toMatch(/<fieldset aria-describedby="[^"]+-hint" class="space-y-2">/);
  });

  it('keeps the EPC band, saying it is informational', () => {
    expect(text(html)).toContain(
      'For your records only: the checks and the listing use the band on the energy performance certificate in the Documents tab',
    );
  });

  it('asks the Cardiff licensing area only once occupants and households are filled in', () => {
    expect(html).not.toContain('Cardiff additional licensing area');
    const hmo = render(
      <PropertyForm
        property={property({ hmoOccupants: 4, hmoHouseholds: 3, licensingArea: 'plasnewydd' })}
        onClose={() => {}}
      />,
    );
    expect(controlFor(hmo, 'Cardiff additional licensing area')).toContain('<select');
    expect(hmo).toContain('<option value="">Not answered yet</option>');
    expect(hmo).toContain('<option value="cathays">Cathays</option>');
    expect(hmo).toContain('<option value="plasnewydd">Plasnewydd (Roath)</option>');
    expect(hmo).toContain('<option value="none">Neither</option>');
  });

  it('explains a refused listing inside the form, as an alert that can take the focus', () => {
    const blocked: ComplianceBlocked = {
      heading: 'This property cannot be listed on the website yet',
      message: 'This home cannot be advertised until the items below are done.',
      items: [
        {
          rule: 'EPC_VALID',
          title: 'Energy performance certificate',
          reason: 'No energy performance certificate is on file.',
          advice:
            'Upload the energy performance certificate, with its band, in the Documents tab of this property.',
        },
      ],
      footer: 'Nothing was saved.',
    };
    const refused = render(
      <PropertyForm property={property({ isListed: true })} onClose={() => {}} initialBlocked={blocked} />,
    );
    expect(refused).toMatch(/<div role="alert" tabindex="-1" aria-labelledby="[^"]+"/);
    expect(text(refused)).toContain(
      'This property cannot be listed on the website yet This home cannot be advertised until the items below are done. Energy performance certificate No energy performance certificate is on file. What to do: Upload the energy performance certificate, with its band, in the Documents tab of this property. Nothing was saved.',
    );
    expect(html).not.toContain('role="alert" tabindex="-1"');
  });
});

describe('the Details tab, Safety Compliance', () => {
  const details = (overrides: Partial<Property>) =>
    text(render(<PropertyDetails property={property(overrides)} onEdit={() => {}} onDelete={() => {}} />));

  it('says the alarms are in place in words', () => {
    const words = details({});
    expect(words).toContain('Smoke alarms: On every storey (2 of 2)');
    expect(words).toContain('Carbon monoxide alarms: In every room with an appliance (Kitchen)');
    expect(words).not.toContain('Action required');
    expect(words).toContain('Kitchen (CO alarm)');
  });

  it('keeps the "Action required" note when a storey or a combustion room has no alarm', () => {
    const words = details({
      smokeAlarmStoreys: 1,
      combustionRooms: [
        { room: 'kitchen', hasCoAlarm: true },
        { room: 'living_room', hasCoAlarm: false },
      ],
    });
    expect(words).toContain('Smoke alarms: On 1 of 2 storeys');
    expect(words).toContain('Action required: fit a working, interlinked smoke alarm on every storey');
    expect(words).toContain('Carbon monoxide alarms: Missing in Living room');
    expect(words).toContain('Action required: fit a carbon monoxide alarm in Living room');
  });

  it('counts unrecorded storeys as one, and shows the licensing area', () => {
    const words = details({ storeys: null, smokeAlarmStoreys: 0, licensingArea: 'cathays' });
    expect(words).toContain('Smoke alarms: On 0 of 1 storey (storeys not recorded)');
    expect(words).toContain('Cardiff licensing area Cathays');
  });
});
